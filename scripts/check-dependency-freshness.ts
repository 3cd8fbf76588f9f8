/**
 * `npm run audit`, second step: fails when a production dependency, at the version installed, is
 * deprecated, or is more than one breaking release line behind the registry's latest (a line is
 * a major version, or a minor one below 1.0, where minors break). It reads only what any npm
 * registry serves (`npm view`), so it works where npm's advisory service is missing.
 *
 * A dependency that cannot follow yet is listed in `knownExceptions` with the reason; the list in
 * docs/security.md ("Dependencies") names each one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** Dependencies allowed to lag, each with why. Keep the list in docs/security.md ("Dependencies") in step. */
export const knownExceptions: Record<string, string> = {};

/** What the registry says of a dependency at the installed version (`npm view name@version --json`). */
export type RegistryInfo = { deprecated?: string; versions: string[]; 'dist-tags': { latest: string } };

export type DependencyFinding = { name: string; installed: string; problem: string };

/** The breaking release line of a version: `3` for 3.4.1, `0.28` for 0.28.18. */
function releaseLine(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

function compareLines(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** The problem with one dependency, or undefined when it is current enough. */
export function freshnessProblem(installed: string, info: RegistryInfo): string | undefined {
  if (info.deprecated) return `deprecated: ${info.deprecated}`;
  const current = releaseLine(installed);
  const latest = releaseLine(info['dist-tags'].latest);
  const stableLines = new Set(info.versions.filter((version) => !version.includes('-')).map(releaseLine));
  const newerLines = [...stableLines].filter(
    (line) => compareLines(line, current) > 0 && compareLines(line, latest) <= 0,
  );
  if (newerLines.length > 1) {
    return `${newerLines.length} release lines behind (installed ${installed}, latest ${info['dist-tags'].latest})`;
  }
  return undefined;
}

const run = promisify(execFile);

async function registryInfo(name: string, version: string): Promise<RegistryInfo> {
  const { stdout } = await run(
    'npm',
    ['view', `${name}@${version}`, 'deprecated', 'versions', 'dist-tags', '--json'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as RegistryInfo;
}

function installedVersion(name: string): string {
  const manifest = path.join('node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function checkProductionDependencies(): Promise<DependencyFinding[]> {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const names = Object.keys(manifest.dependencies);
  const findings: DependencyFinding[] = [];
  // A few at a time: each `npm view` is a process and a registry request.
  for (let start = 0; start < names.length; start += 13) {
    await Promise.all(
      names.slice(start, start + 13).map(async (name) => {
        const installed = installedVersion(name);
        const problem = freshnessProblem(installed, await registryInfo(name, installed));
        if (problem) findings.push({ name, installed, problem });
      }),
    );
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = await checkProductionDependencies();
  const blocking = findings.filter((finding) => knownExceptions[finding.name] === undefined);
  for (const finding of findings) {
    const exception = knownExceptions[finding.name];
    const line = `  ${finding.name}@${finding.installed}: ${finding.problem}`;
    if (exception) console.log(`${line} (allowed: ${exception})`);
    else console.error(line);
  }
  if (blocking.length > 0) {
    console.error(
      'Upgrade these production dependencies, or record why not in knownExceptions and the README.',
    );
    process.exit(1);
  }
  console.log('production dependencies: none deprecated, none more than one release line behind');
}
