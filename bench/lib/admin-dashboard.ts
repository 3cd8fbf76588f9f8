import { serverAdminPassword } from '#tests/support/server-process.js';

/** Signs in on a benchmark server with its admin password; returns the bearer token. */
export async function signInAsAdmin(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: serverAdminPassword }),
  });
  const body = (await response.json()) as { success: boolean; data?: { token: string } };
  if (!body.data) throw new Error(`sign-in failed with ${response.status}`);
  return body.data.token;
}

/**
 * What the admin's analytics tab reads at once when it opens or refreshes, on its first
 * timeframe: the overview (load-analytics-overview.ts, rankings of 8) and the first page of the
 * visitors and chats tables (25 rows).
 */
export const dashboardPaths = [
  '/api/analytics/summary?timeframe=all',
  '/api/analytics/timeseries?timeframe=all',
  '/api/analytics/locations?timeframe=all',
  '/api/analytics/top-pages?timeframe=all&limit=8',
  '/api/analytics/referrers?timeframe=all&limit=8',
  '/api/analytics/browsers?timeframe=all&limit=8',
  '/api/analytics/devices?timeframe=all&limit=8',
  '/api/analytics/visitors?timeframe=all&limit=25&offset=0',
  '/api/analytics/chats?timeframe=all&limit=25&offset=0',
];

/**
 * Reads every dashboard path at once: the time until the last answer, and what went wrong with
 * the reads that failed (a non-2xx status or a connection error).
 */
export async function refreshDashboard(serverUrl: string, token: string) {
  const startedAt = performance.now();
  const problems = await Promise.all(
    dashboardPaths.map(async (path) => {
      try {
        const response = await fetch(`${serverUrl}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        return response.ok ? undefined : `${path}: ${response.status}`;
      } catch (error) {
        return `${path}: ${String(error)}`;
      }
    }),
  );
  return {
    ms: performance.now() - startedAt,
    failures: problems.filter((problem) => problem !== undefined),
  };
}
