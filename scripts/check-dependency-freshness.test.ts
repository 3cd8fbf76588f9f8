import { describe, expect, it } from 'vitest';
import { freshnessProblem, type RegistryInfo } from './check-dependency-freshness.js';

const registry = (latest: string, versions: string[], deprecated?: string): RegistryInfo => ({
  'dist-tags': { latest },
  versions,
  ...(deprecated ? { deprecated } : {}),
});

describe('the dependency freshness check run by npm test', () => {
  it('fails a deprecated version and says why', () => {
    expect(freshnessProblem('2.1.0', registry('2.1.0', ['2.1.0'], 'use other-package instead'))).toBe(
      'deprecated: use other-package instead',
    );
  });

  it('allows one major version behind, and fails two', () => {
    expect(freshnessProblem('4.2.0', registry('5.0.1', ['4.2.0', '5.0.0', '5.0.1']))).toBeUndefined();
    expect(freshnessProblem('3.9.0', registry('5.0.1', ['3.9.0', '4.0.0', '5.0.1']))).toBe(
      '2 release lines behind (installed 3.9.0, latest 5.0.1)',
    );
  });

  it('counts minor versions below 1.0 as release lines, and ignores pre-releases', () => {
    expect(freshnessProblem('0.28.18', registry('0.29.9', ['0.28.18', '0.29.0', '0.29.9']))).toBeUndefined();
    expect(freshnessProblem('0.27.0', registry('0.29.9', ['0.27.0', '0.28.0', '0.29.9']))).toBe(
      '2 release lines behind (installed 0.27.0, latest 0.29.9)',
    );
    expect(freshnessProblem('1.2.0', registry('2.0.0', ['1.2.0', '2.0.0', '3.0.0-beta.1']))).toBeUndefined();
  });

  it('passes the latest version', () => {
    expect(freshnessProblem('1.17.1', registry('1.17.1', ['1.17.0', '1.17.1']))).toBeUndefined();
  });
});
