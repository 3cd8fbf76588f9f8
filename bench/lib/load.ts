import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  /** Answers with a 2xx status. */
  accepted: number;
  /** Non-2xx answers, connection errors and time-outs. */
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  /** Run for this long; in-flight requests at the end are cut off and not counted. */
  durationSeconds?: number;
  /** Or send exactly this many requests and wait for every answer. */
  amount?: number;
  method?: 'GET' | 'POST';
  /** Makes each request's JSON body (varied bodies, not one cached request). */
  body?: () => unknown;
  headers?: Record<string, string>;
};

/** Sends bounded load (a fixed number of connections for a fixed time) from this process. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const makeBody = options.body;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount === undefined
      ? { duration: options.durationSeconds ?? 10 }
      : { amount: options.amount }),
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    requests: makeBody
      ? [
          {
            setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }),
          },
        ]
      : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    accepted: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
  };
}
