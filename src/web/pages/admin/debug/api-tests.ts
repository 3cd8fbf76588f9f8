import type { AnalyticsSummary, VisitorsPage } from '#shared/analytics.js';
import { invalidPasswordMessage, type LoginAnswer, type VerifyResult } from '#shared/auth.js';
import type { HealthStatus } from '#shared/health.js';
import { backendUnavailableMessage } from '#web/admin/api/admin-caller.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { ApiError, type ApiRequest, apiJson } from '#web/lib/api-client.js';

type ApiTestName = 'Health' | 'Login' | 'Visitors' | 'Summary';

/** One API test of the debug page: what was called, how it answered, how long it took. */
export type ApiTestResult = {
  name: ApiTestName;
  endpoint: string;
  passed: boolean;
  /** The HTTP status, or null when the server did not answer at all. */
  httpStatus: number | null;
  durationMs: number;
  result: string;
};

/** How a call went: its data, or its failure's status (null: no answer) and message. */
type TimedAnswer<T> = { durationMs: number } & (
  | { ok: true; httpStatus: number; data: T }
  | { ok: false; httpStatus: number | null; message: string }
);

async function timedCall<T>(path: string, request: ApiRequest = {}): Promise<TimedAnswer<T>> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const { status, data } = await apiJson<T>(path, request);
    return { ok: true, httpStatus: status, data, durationMs: elapsed() };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, httpStatus: error.status, message: error.message, durationMs: elapsed() };
    }
    return { ok: false, httpStatus: null, message: backendUnavailableMessage, durationMs: elapsed() };
  }
}

/** The test's row from an answer: `interpret` words a success; a failure shows its message. */
function resultOf<T>(
  name: ApiTestName,
  endpoint: string,
  answer: TimedAnswer<T>,
  interpret: (data: T) => { passed: boolean; result: string },
): ApiTestResult {
  const base = { name, endpoint, httpStatus: answer.httpStatus, durationMs: answer.durationMs };
  if (!answer.ok) return { ...base, passed: false, result: answer.message };
  return { ...base, ...interpret(answer.data) };
}

export async function testHealth(): Promise<ApiTestResult> {
  const answer = await timedCall<HealthStatus>('/health');
  return resultOf('Health', 'GET /health', answer, (data) => ({
    passed: data.status === 'healthy',
    result: `${data.status} (${data.database})`,
  }));
}

/** Signs in with the typed password; the token (when given) is what the other tests use. */
export async function testLogin(
  password: string,
): Promise<{ test: ApiTestResult; token: string | undefined }> {
  const answer = await timedCall<LoginAnswer>('/api/auth/login', { method: 'POST', json: { password } });
  const test = resultOf('Login', 'POST /api/auth/login', answer, (data) =>
    data.secondFactorRequired
      ? // The owner has a second factor: /superadmin asks for it; this page signs in with a password only.
        { passed: false, result: 'The password is right; the second factor is asked on /superadmin' }
      : { passed: true, result: `Signed in; the token is valid until ${formatDateTime(data.expiresAt)}` },
  );
  const token = answer.ok && !answer.data.secondFactorRequired ? answer.data.token : undefined;
  return { test: answer.httpStatus === 401 ? { ...test, result: invalidPasswordMessage } : test, token };
}

/** On a refresh the sign-in is not repeated: the token is checked instead. */
export async function testSession(token: string | undefined): Promise<ApiTestResult> {
  const answer = await timedCall<VerifyResult>('/api/auth/verify', { token });
  return resultOf('Login', 'GET /api/auth/verify', answer, (data) => ({
    passed: data.valid,
    result: `Token valid until ${formatDateTime(data.expiresAt)}`,
  }));
}

export async function testVisitors(
  token: string | undefined,
): Promise<{ test: ApiTestResult; total: number | null }> {
  const answer = await timedCall<VisitorsPage>('/api/analytics/visitors?limit=5', {
    token,
  });
  const test = resultOf('Visitors', 'GET /api/analytics/visitors?limit=5', answer, (data) => ({
    passed: true,
    result: `${data.visitors.length} shown of ${data.total} visitors`,
  }));
  return { test, total: answer.ok ? answer.data.total : null };
}

export async function testSummary(token: string | undefined): Promise<ApiTestResult> {
  const answer = await timedCall<AnalyticsSummary>('/api/analytics/summary', { token });
  return resultOf('Summary', 'GET /api/analytics/summary', answer, (data) => ({
    passed: true,
    result: `${data.total_visitors} visitors, ${data.total_chats} chats, engagement ${data.engagement_rate}%`,
  }));
}
