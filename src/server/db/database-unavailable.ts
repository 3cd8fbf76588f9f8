/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped, restarting
 * or cut off), rather than a fault in the request or the code: those requests answer 503, and the
 * pool reconnects by itself once the database is back.
 */
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/** PostgreSQL's SQLSTATEs for a lost or refused connection: class 08, and the server shutting down or starting. */
const unavailableSqlStates = /^(08...|57P01|57P02|57P03)$/;

const poolMessages = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (networkErrorCodes.has(code) || unavailableSqlStates.test(code)))
      return true;
    if (poolMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
