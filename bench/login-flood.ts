/**
 * A flood of wrong sign-ins and the rest of the site: 60 addresses each guess a password, each at an e-mail of its own (an account locks after 10 failures from all addresses)
 * at once against the production server, while this process fetches one of the site's scripts
 * again and again. The server hashes at most a few passwords at a time and answers the others 503
 * at once, so scrypt never fills Node's thread pool, which static files need too (target: the
 * script's median time under the flood ≤ 300 ms; without the cap it waits seconds).
 * The addresses come in X-Forwarded-For, from a proxy the server trusts (`TRUST_PROXY=loopback`),
 * so each is under its own lockout allowance, as sixty attackers would be.
 */

import { startServer } from '#tests/support/server-process.js';
import { percentile, recordResults } from './lib/results.js';
import { scriptTimer } from './lib/script-timing.js';

const rounds = Number(process.env.BENCH_LOGIN_FLOOD_ROUNDS ?? 5);
const loginsPerFlood = 60;
const fetchesPerFlood = 10;

const server = await startServer({ environment: { TRUST_PROXY: 'loopback' } });
const quietTimes: number[] = [];
const floodTimes: number[] = [];
const statuses = new Map<number, number>();
try {
  const timeScript = await scriptTimer(server.url);
  await timeScript(); // the first request of a new server compiles its route
  for (let request = 0; request < rounds * fetchesPerFlood; request++) quietTimes.push(await timeScript());

  for (let round = 0; round < rounds; round++) {
    const logins = Array.from({ length: loginsPerFlood }, (_, index) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Addresses of the documentation ranges, new ones each round: no lockout carries over.
          'x-forwarded-for': `198.51.${100 + round}.${index + 1}`,
        },
        body: JSON.stringify({
          email: `guess-${index}@example.com`,
          password: `wrong-guess-${round}-${index}`,
        }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    for (let request = 0; request < fetchesPerFlood; request++) floodTimes.push(await timeScript());
    for (const status of await Promise.all(logins)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
} finally {
  await server.stop();
}

const floodMedian = percentile(floodTimes, 50);
const sent = rounds * loginsPerFlood;
recordResults(
  'login-flood',
  [
    {
      figure: `a static script while ${loginsPerFlood} wrong sign-ins arrive at once, median`,
      target: '≤ 300 ms',
      value: floodMedian,
      unit: 'ms',
      met: floodMedian <= 300,
    },
    {
      figure: `a static script while ${loginsPerFlood} wrong sign-ins arrive at once, p95`,
      target: 'informational',
      value: percentile(floodTimes, 95),
      unit: 'ms',
    },
    {
      figure: 'a static script on the idle server, median',
      target: 'informational',
      value: percentile(quietTimes, 50),
      unit: 'ms',
    },
    {
      figure: 'wrong sign-ins answered 503 without hashing',
      target: 'informational',
      value: (100 * (statuses.get(503) ?? 0)) / sent,
      unit: '%',
    },
  ],
  { rounds, loginsPerFlood, fetchesPerFlood, statuses: Object.fromEntries(statuses) },
);
