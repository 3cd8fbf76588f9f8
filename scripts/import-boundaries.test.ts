import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureFolders, importBoundaryOverrides, repositoryRoot } from './import-boundaries.js';

describe('biome.json import boundaries', () => {
  it('are the ones scripts/import-boundaries.ts writes for the feature folders (run it if not)', () => {
    const config = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'biome.json'), 'utf8'));
    const outOfDate = 'biome.json is out of date: run npx tsx scripts/import-boundaries.ts';
    expect(config.overrides, outOfDate).toEqual(importBoundaryOverrides(featureFolders()));
  });

  it('cover every folder under src/web/features, each apart', () => {
    const features = featureFolders();
    expect(features).toContain('enquiries');
    const featureIncludes = importBoundaryOverrides(features)
      .map((override) => override.includes[0])
      .filter((include) => include?.startsWith('src/web/features/'));
    expect(featureIncludes).toEqual(features.map((feature) => `src/web/features/${feature}/**`));
  });
});
