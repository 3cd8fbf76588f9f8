import { describe, expect, it } from 'vitest';
import type { ApiTestResult } from './api-tests.js';
import { type DiagnosticFacts, recommend } from './recommendations.js';

const passed = (name: ApiTestResult['name']): ApiTestResult => ({
  name,
  endpoint: name,
  passed: true,
  httpStatus: 200,
  durationMs: 5,
  result: 'ok',
});
const failed = (
  name: ApiTestResult['name'],
  httpStatus: number | null,
  result = 'failed',
): ApiTestResult => ({
  ...passed(name),
  passed: false,
  httpStatus,
  result,
});
const healthy: DiagnosticFacts = {
  health: passed('Health'),
  login: passed('Login'),
  visitors: passed('Visitors'),
  summary: passed('Summary'),
  serverVisitors: 12,
  localRecords: 0,
};
const ids = (facts: DiagnosticFacts) => recommend(facts).map((advice) => advice.id);

describe('debug recommendations', () => {
  it('says everything is fine when every test passed with data', () => {
    expect(ids(healthy)).toEqual(['all-good']);
  });

  it('says only that the backend is down when it does not answer', () => {
    const down = failed('Health', null);
    expect(ids({ ...healthy, health: down, login: failed('Login', null), serverVisitors: null })).toEqual([
      'backend-down',
    ]);
  });

  it('reports a failed login and the 401s that follow it', () => {
    const facts = {
      ...healthy,
      login: failed('Login', 429, 'Too many failed sign-in attempts.'),
      visitors: failed('Visitors', 401),
      summary: failed('Summary', 401),
      serverVisitors: null,
    };
    expect(ids(facts)).toEqual(['login-failed', 'token-issue']);
    expect(recommend(facts)[0]?.detail).toContain('Too many failed sign-in attempts.');
  });

  it('tells an empty server from one whose data stayed in this browser', () => {
    expect(ids({ ...healthy, serverVisitors: 0 })).toEqual(['no-visitors']);
    expect(ids({ ...healthy, serverVisitors: 0, localRecords: 5 })).toEqual(['local-only']);
  });
});
