import type { ApiTestResult } from './api-tests.js';

export type DiagnosticFacts = {
  health: ApiTestResult;
  login: ApiTestResult;
  visitors: ApiTestResult;
  summary: ApiTestResult;
  /** Visitors the server reports, or null when it could not be read. */
  serverVisitors: number | null;
  /** Fallback visits and chats kept in this browser's storage. */
  localRecords: number;
};

export type Recommendation = { id: string; tone: 'problem' | 'hint' | 'ok'; title: string; detail: string };

/** The six conditions of spec section 8 "The error catalogue", each with what to do about it. */
export function recommend(facts: DiagnosticFacts): Recommendation[] {
  if (facts.health.httpStatus === null || !facts.health.passed) {
    return [
      {
        id: 'backend-down',
        tone: 'problem',
        title: 'Backend not running',
        detail:
          'The server did not answer its health check. Start it with `npm start` (or check its log), then press Refresh Diagnostics.',
      },
    ];
  }
  const advice: Recommendation[] = [];
  if (!facts.login.passed) {
    advice.push({
      id: 'login-failed',
      tone: 'problem',
      title: 'Login failed',
      detail: `The server refused the sign-in: ${facts.login.result}. Check the admin password, or set a new one with \`npm run admin:password\`.`,
    });
  }
  if (facts.visitors.httpStatus === 401 || facts.summary.httpStatus === 401) {
    advice.push({
      id: 'token-issue',
      tone: 'problem',
      title: 'Token issue (401)',
      detail:
        'The server did not accept the token: it is missing, expired (after 24 hours) or was revoked by a logout or a password change. Sign in again.',
    });
  }
  if (facts.serverVisitors === 0 && facts.localRecords > 0) {
    advice.push({
      id: 'local-only',
      tone: 'hint',
      title: 'Data in this browser, none on the server',
      detail: `This browser holds ${facts.localRecords} fallback records but the server has no visits. Records added here as test data stay in this browser; real visits reach the server when tracking is allowed by the cookie choice.`,
    });
  } else if (facts.serverVisitors === 0) {
    advice.push({
      id: 'no-visitors',
      tone: 'hint',
      title: 'No visitor data',
      detail:
        'The server has no visits recorded yet. Open the public site in another browser and allow statistics cookies to record one.',
    });
  }
  if (advice.length === 0) {
    advice.push({
      id: 'all-good',
      tone: 'ok',
      title: 'Everything is fine',
      detail: 'The server is healthy, the sign-in works and the analytics answer with data.',
    });
  }
  return advice;
}
