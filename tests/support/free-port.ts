import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on: the system picks one, and it is let go again
 * for the caller's server to take.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
