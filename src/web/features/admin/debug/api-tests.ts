import type { AnalyticsSummary, VisitorsPage } from '../../../../shared/analytics.js';
import type { ApiEnvelope } from '../../../../shared/api-envelope.js';
import { invalidPasswordMessage, type LoginResult, type VerifyResult } from '../../../../shared/auth.js';
import type { HealthStatus } from '../../../../shared/health.js';
import { backendUnavailableMessage } from '../api/admin-fetch.js';
import { formatDateTime } from '../lib/format.js';

export type ApiTestName = 'Health' | 'Login' | 'Visitors' | 'Summary';

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

type TimedAnswer<T> = { httpStatus: number | null; envelope: ApiEnvelope<T> | null; durationMs: number };

async function timedRequest<T>(path: string, init: RequestInit = {}): Promise<TimedAnswer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(path, { ...init, cache: 'no-store' });
    const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
    return { httpStatus: response.status, envelope, durationMs: Math.round(performance.now() - started) };
  } catch {
    return { httpStatus: null, envelope: null, durationMs: Math.round(performance.now() - started) };
  }
}

function bearer(token: string | null): HeadersInit {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The test's row from an answer: `interpret` words a success; a failure shows the server's message. */
function resultOf<T>(
  name: ApiTestName,
  endpoint: string,
  answer: TimedAnswer<T>,
  interpret: (data: T) => { passed: boolean; result: string },
): ApiTestResult {
  const base = { name, endpoint, httpStatus: answer.httpStatus, durationMs: answer.durationMs };
  if (answer.httpStatus === null) return { ...base, passed: false, result: backendUnavailableMessage };
  const envelope = answer.envelope;
  if (envelope?.success && answer.httpStatus < 400) return { ...base, ...interpret(envelope.data) };
  const message =
    envelope && !envelope.success ? envelope.message : `HTTP error! status: ${answer.httpStatus}`;
  return { ...base, passed: false, result: message };
}

export async function testHealth(): Promise<ApiTestResult> {
  const answer = await timedRequest<HealthStatus>('/health');
  return resultOf('Health', 'GET /health', answer, (data) => ({
    passed: data.status === 'healthy',
    result: `${data.status} (${data.database}, version ${data.version})`,
  }));
}

/** Signs in with the typed password; the token (when given) is what the other tests use. */
export async function testLogin(password: string): Promise<{ test: ApiTestResult; token: string | null }> {
  const answer = await timedRequest<LoginResult>('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const test = resultOf('Login', 'POST /api/auth/login', answer, (data) => ({
    passed: true,
    result: `Signed in; the token is valid until ${formatDateTime(data.expiresAt)}`,
  }));
  const token = answer.envelope?.success ? answer.envelope.data.token : null;
  return { test: answer.httpStatus === 401 ? { ...test, result: invalidPasswordMessage } : test, token };
}

/** On a refresh the sign-in is not repeated: the token is checked instead. */
export async function testSession(token: string | null): Promise<ApiTestResult> {
  const answer = await timedRequest<VerifyResult>('/api/auth/verify', { headers: bearer(token) });
  return resultOf('Login', 'GET /api/auth/verify', answer, (data) => ({
    passed: data.valid,
    result: `Token valid until ${formatDateTime(data.expiresAt)}`,
  }));
}

export async function testVisitors(
  token: string | null,
): Promise<{ test: ApiTestResult; total: number | null }> {
  const answer = await timedRequest<VisitorsPage>('/api/analytics/visitors?limit=5', {
    headers: bearer(token),
  });
  const test = resultOf('Visitors', 'GET /api/analytics/visitors?limit=5', answer, (data) => ({
    passed: true,
    result: `${data.visitors.length} shown of ${data.total} visitors`,
  }));
  return { test, total: answer.envelope?.success ? answer.envelope.data.total : null };
}

export async function testSummary(token: string | null): Promise<ApiTestResult> {
  const answer = await timedRequest<AnalyticsSummary>('/api/analytics/summary', { headers: bearer(token) });
  return resultOf('Summary', 'GET /api/analytics/summary', answer, (data) => ({
    passed: true,
    result: `${data.total_visitors} visitors, ${data.total_chats} chats, engagement ${data.engagement_rate}%`,
  }));
}
