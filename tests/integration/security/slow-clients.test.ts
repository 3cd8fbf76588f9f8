import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionLimits } from '#server/plugins/connection-limits.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

/** Opens a raw connection to the server and resolves once it is connected. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves, once the server closes the connection, with the milliseconds that took and what it answered. */
function untilClosed(socket: net.Socket): Promise<{ ms: number; answer: string }> {
  const started = performance.now();
  let answer = '';
  return new Promise((resolve) => {
    socket.on('error', () => {});
    // Read whatever the server answers, such as a 408: a paused socket never closes.
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.once('close', () => resolve({ ms: performance.now() - started, answer }));
  });
}

/** GETs `path` through `agent` and resolves with the status once the body has been read. */
function getStatus(port: number, path: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      })
      .once('error', reject);
  });
}

describe('slow and greedy clients over real connections', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function listen(environment: Record<string, string> = {}): Promise<number> {
    testApp = await createTestApp('sqlite', environment);
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    return (testApp.app.server.address() as AddressInfo).port;
  }

  // Not closed by these limits, a stalled connection would stay until the request timeout.
  it(`closes a stalled body and stalled headers well before the ${connectionLimits.requestTimeoutMs / 1000} s request timeout`, async () => {
    const port = await listen();
    const stalledBody = await connect(port);
    const bodyClosed = untilClosed(stalledBody);
    stalledBody.write(
      'POST /api/tracking/visitor HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"type":',
    );
    const stalledHeaders = await connect(port);
    const headersClosed = untilClosed(stalledHeaders);
    stalledHeaders.write('GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');

    const [body, headers] = await Promise.all([bodyClosed, headersClosed]);
    // Timers fire late on a busy machine, never early.
    expect(body.ms).toBeGreaterThanOrEqual(connectionLimits.bodyIdleTimeoutMs - 1_000);
    expect(body.ms).toBeLessThan(connectionLimits.requestTimeoutMs / 2);
    expect(headers.ms).toBeLessThan(connectionLimits.requestTimeoutMs / 2);
  });

  it('still serves a body that arrives slowly but steadily', async () => {
    const port = await listen();
    const socket = await connect(port);
    const body = JSON.stringify({ timeframe: 'x'.repeat(40) });
    socket.write(
      `POST /api/consent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    const closed = untilClosed(socket);
    for (const character of body) {
      socket.write(character);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer).not.toMatch(/^HTTP\/1\.1 (408|5\d\d) /);
  });

  it(`refuses more than ${connectionLimits.perAddress} connections from one address`, async () => {
    const port = await listen();
    const held = await Promise.all(Array.from({ length: connectionLimits.perAddress }, () => connect(port)));
    // The one too many is closed unanswered (with no cap, it would be answered 200).
    const extra = await connect(port);
    const extraClosed = untilClosed(extra);
    extra.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await extraClosed).answer).toBe('');
    // The held ones still work.
    const [first] = held;
    const answer = new Promise<string>((resolve) =>
      first?.once('data', (chunk) => resolve(chunk.toString())),
    );
    first?.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
  });

  // A link checker sending 16 requests at a time had a third cut off ("other side closed"): it
  // left each finished connection open, kept alive, and the cap counted those idle connections
  // until they closed, refusing the 65th. Many visitors behind one carrier-grade NAT look the same.
  it('never refuses 16 parallel clients that leave their finished connections open', async () => {
    const port = await listen();
    const rounds = 6;
    const parallel = 16;
    const agents: http.Agent[] = [];
    const failures: string[] = [];
    let answered = 0;
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          // A new kept-alive connection for each request, as such a client opens them.
          const agent = new http.Agent({ keepAlive: true });
          agents.push(agent);
          try {
            const status = await getStatus(port, '/health', agent);
            if (status === 200) answered += 1;
            else failures.push(`status ${status}`);
          } catch (error) {
            failures.push(String(error));
          }
        }),
      );
    }
    for (const agent of agents) agent.destroy();
    expect(failures).toEqual([]);
    expect(answered).toBe(rounds * parallel);
    expect(rounds * parallel).toBeGreaterThan(connectionLimits.perAddress);
  });

  it('leaves the per-address cap to the proxy when behind one', async () => {
    const port = await listen({ TRUST_PROXY: '127.0.0.1' });
    const held = await Promise.all(
      Array.from({ length: connectionLimits.perAddress + 5 }, () => connect(port)),
    );
    const last = held.at(-1);
    const answer = new Promise<string>((resolve) => last?.once('data', (chunk) => resolve(chunk.toString())));
    last?.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
  });
});
