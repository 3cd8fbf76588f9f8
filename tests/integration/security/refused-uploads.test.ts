import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

const MB = 1024 * 1024;
/** What the client offers to send: far more than the server should ever read of a refused upload. */
const ANNOUNCED = 10 * 1024 * MB;
/** The client gives up writing here; a server that reads refused bodies would take all of it. */
const CLIENT_CAP = 256 * MB;

/**
 * Sends the head of a 10 GB upload, then body bytes as fast as the server takes them, until the
 * server closes the connection (or the client's cap). Answers the server's reply and how much
 * body the server took.
 */
function uploadWithout(port: number, headers: string): Promise<{ reply: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunk = Buffer.alloc(MB, 0x41);
    let reply = '';
    let sent = 0;
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      resolve({ reply, sent });
    };
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      reply += data;
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(
        `POST /api/media HTTP/1.1\r\nHost: localhost\r\n${headers}Content-Type: application/octet-stream\r\nContent-Length: ${ANNOUNCED}\r\n\r\n`,
      );
      const pump = () => {
        while (!closed && sent < CLIENT_CAP) {
          sent += chunk.length;
          if (!socket.write(chunk)) return;
        }
        if (sent >= CLIENT_CAP) socket.end();
      };
      socket.on('drain', pump);
      pump();
    });
  });
}

describe('a refused admin upload over a real connection (issue 31, Low 6)', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function listen(): Promise<number> {
    testApp = await createTestApp('sqlite', { RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    return (testApp.app.server.address() as AddressInfo).port;
  }

  it('answers 401 without a token and closes the connection instead of reading the body', async () => {
    const port = await listen();
    const { reply, sent } = await uploadWithout(port, '');
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    // The socket buffers of both ends hold a few megabytes; the rest was never read.
    expect(sent).toBeLessThan(64 * MB);
  });

  it('answers 403 to a role without the right, and closes the same way', async () => {
    const port = await listen();
    const { authorization } = await adminHeaders(testApp.app, 'hr');
    const { reply, sent } = await uploadWithout(port, `Authorization: ${authorization}\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 403 /);
    expect(sent).toBeLessThan(64 * MB);
  });
});
