/**
 * `npm run audit`: fails when a production dependency has a known high or critical
 * vulnerability (npm audit --omit=dev). `npm test`, and so CI, runs it first.
 *
 * Some registries and mirrors do not offer npm's advisory service (it answers 405, or cannot be
 * reached). Then nothing can be checked: this says so loudly and passes, unless AUDIT_REQUIRED=1
 * (set it where the service is known to exist, so an outage fails the build instead).
 */
import { spawnSync } from 'node:child_process';

/** The parts of `npm audit --json` read here; on failure npm prints `{ message, statusCode }`. */
export type AuditReport = {
  metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string }>;
  message?: string;
};

export type AuditVerdict =
  | { kind: 'clean'; summary: string }
  | { kind: 'vulnerable'; summary: string; blocking: string[] }
  | { kind: 'not-audited'; reason: string };

const blockingSeverities = new Set(['high', 'critical']);

export function auditVerdict(report: AuditReport): AuditVerdict {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { kind: 'not-audited', reason: report.message ?? 'npm audit printed no report' };
  const summary = `${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`;
  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, found]) => blockingSeverities.has(found.severity))
    .map(([name, found]) => `${found.severity}: ${name}`);
  return blocking.length > 0 ? { kind: 'vulnerable', summary, blocking } : { kind: 'clean', summary };
}

function readAuditReport(): AuditReport {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  try {
    return JSON.parse(audit.stdout) as AuditReport;
  } catch {
    return { message: audit.stderr.trim() || `npm audit exited with ${audit.status}` };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verdict = auditVerdict(readAuditReport());
  if (verdict.kind === 'not-audited') {
    console.warn(
      `\nDEPENDENCIES NOT AUDITED: the registry's advisory service did not answer (${verdict.reason}).\n`,
    );
    process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
  }
  console.log(`npm audit of the production dependencies: ${verdict.summary}`);
  if (verdict.kind === 'vulnerable') {
    for (const line of verdict.blocking) console.error(`  ${line}`);
    console.error('See `npm audit --omit=dev` for the advisories; upgrade or `npm audit fix` them.');
    process.exit(1);
  }
}
