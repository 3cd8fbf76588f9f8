/**
 * The ceiling of this machine for the ingest benchmark: Fastify parsing a JSON body and answering
 * `{ ok: true }`, nothing else. Run as its own process: `tsx bench/lib/ceiling-server.ts PORT`.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 100 * 1024 });
app.post('/ceiling', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
