import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-dependencies.js';

const counts = (high: number, critical: number) => ({
  metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high, critical } },
});

describe('the dependency audit run by npm test', () => {
  it('fails on a high or critical vulnerability and names the package', () => {
    const verdict = auditVerdict({
      ...counts(1, 1),
      vulnerabilities: {
        'left-pad': { severity: 'critical' },
        tar: { severity: 'high' },
        debug: { severity: 'moderate' },
      },
    });
    expect(verdict).toEqual({
      kind: 'vulnerable',
      summary: '1 critical, 1 high, 2 moderate, 1 low',
      blocking: ['critical: left-pad', 'high: tar'],
    });
  });

  it('passes with only moderate and low ones', () => {
    const verdict = auditVerdict({ ...counts(0, 0), vulnerabilities: { debug: { severity: 'moderate' } } });
    expect(verdict.kind).toBe('clean');
  });

  it('reports a registry without the advisory service as not audited, never as clean', () => {
    // What npm prints when the registry it is set to has no advisory service.
    const message =
      '405 Method Not Allowed - POST https://packages.example.com/-/npm/v1/security/advisories/bulk';
    expect(auditVerdict({ message })).toEqual({ kind: 'not-audited', reason: message });
  });
});
