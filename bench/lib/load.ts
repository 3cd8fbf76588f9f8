import autocannon, { type Client } from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  /** Answers with a 2xx status (that pass `verifyBody`, when given). */
  accepted: number;
  /** Non-2xx answers, 2xx answers failing `verifyBody`, connection errors and time-outs. */
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** How many answers came with each status code. */
  statusCodes: Record<string, number>;
};

type LoadOptions = {
  url: string;
  connections: number;
  /** Run for this long; in-flight requests at the end are cut off and not counted. */
  durationSeconds?: number;
  /** Or send exactly this many requests and wait for every answer. */
  amount?: number;
  /**
   * Or send for this long, then stop sending and wait for the answers on their way: none is cut
   * off, so the answers counted are every request the server handled.
   */
  sendForSeconds?: number;
  method?: 'GET' | 'POST';
  /** Picks each request's path (varied pages); else the url's. */
  path?: () => string;
  /** Makes each request's JSON body (varied bodies, not one cached request). */
  body?: () => unknown;
  headers?: Record<string, string>;
  /**
   * A 2xx answer whose body fails this is an error, not accepted (an event stream reports a
   * failure after its 200 status). It must pass non-2xx bodies, which are errors already.
   */
  verifyBody?: (body: string) => boolean;
};

/** autocannon's per-connection client: the fields its own `amount` option stops a client with. */
type StoppableClient = { reqsMade: number; responseMax?: number };

/** How long answers may take to arrive after `sendForSeconds` before the run is cut off. */
const drainAllowanceSeconds = 30;

/** Sends bounded load (a fixed number of connections for a fixed time) from this process. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { body: makeBody, path: pickPath, sendForSeconds, verifyBody } = options;
  // autocannon's `duration` destroys the connections with their last requests in flight, which the
  // server may still handle. To end without that, each connection is told at the deadline to stop
  // after the answer it awaits (autocannon checks `responseMax` before sending the next request)
  // and the run ends when the last connection has stopped.
  const clients: StoppableClient[] = [];
  const trackClient = (client: Client) => {
    const stoppable = client as unknown as StoppableClient;
    if (typeof stoppable.reqsMade !== 'number')
      throw new Error('autocannon clients no longer count reqsMade');
    clients.push(stoppable);
  };
  const stopSending = () => {
    for (const client of clients) client.responseMax = client.reqsMade;
  };
  const deadline = sendForSeconds === undefined ? undefined : setTimeout(stopSending, sendForSeconds * 1000);

  const bound =
    options.amount !== undefined
      ? { amount: options.amount }
      : {
          duration:
            sendForSeconds === undefined
              ? (options.durationSeconds ?? 10)
              : sendForSeconds + drainAllowanceSeconds,
        };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...bound,
    method: options.method ?? 'GET',
    headers: { ...(makeBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    requests:
      makeBody || pickPath
        ? [
            {
              setupRequest: (request) => ({
                ...request,
                ...(pickPath ? { path: pickPath() } : {}),
                ...(makeBody ? { body: JSON.stringify(makeBody()) } : {}),
              }),
            },
          ]
        : undefined,
    ...(sendForSeconds === undefined ? {} : { setupClient: trackClient }),
    ...(verifyBody ? { verifyBody: (body) => verifyBody(String(body ?? '')) } : {}),
  });
  clearTimeout(deadline);
  const answers = result['2xx'] + result.non2xx;
  return {
    // autocannon's mean of per-second samples would count the seconds of waiting for the last answers.
    requestsPerSecond: sendForSeconds === undefined ? result.requests.average : answers / sendForSeconds,
    accepted: result['2xx'] - result.mismatches,
    // autocannon's `errors` include its time-outs.
    errors: result.non2xx + result.mismatches + result.errors,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  };
}
