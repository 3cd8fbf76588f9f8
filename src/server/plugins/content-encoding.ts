import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compression of every answer (Brotli or gzip, as the browser accepts) above 1 KB, and
 * `Vary: Accept-Encoding` on every answer. Whether a body is sent compressed depends on that
 * request header for dynamic answers, pre-compressed static files (`.br`/`.gz` copies) and
 * cached pages alike, so a shared cache must never hand one client's encoding to another. The
 * plugin marks only the answers it compresses itself; this hook marks the rest too.
 */
export const contentEncoding = fp(async (app: FastifyInstance) => {
  await app.register(compress, { threshold: 1024 });
  app.addHook('onSend', async (_request, reply, payload) => {
    varyOnAcceptEncoding(reply);
    return payload;
  });
});

function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = String(reply.getHeader('vary') ?? '').trim();
  const fields = current.toLowerCase().split(/\s*,\s*/);
  if (fields.includes('*') || fields.includes('accept-encoding')) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}
