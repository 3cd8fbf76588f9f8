import { describe, expect, it } from 'vitest';
import { dataStatusOf, oldestUpdateOf } from './data-status.js';

const loaded = { status: 'success', fetchStatus: 'idle' } as const;
const loading = { status: 'pending', fetchStatus: 'fetching' } as const;
const refreshing = { status: 'success', fetchStatus: 'fetching' } as const;
const failed = { status: 'error', fetchStatus: 'idle' } as const;
const retrying = { status: 'error', fetchStatus: 'fetching' } as const;

describe('the dashboard status', () => {
  it("is 'connected' until the screen's data has come, then 'loaded'", () => {
    expect(dataStatusOf([])).toBe('connected');
    expect(dataStatusOf([loaded, loading])).toBe('connected');
    expect(dataStatusOf([loaded, loaded])).toBe('loaded');
  });

  it("stays 'loaded' while data on screen refreshes, so the announced label does not flicker", () => {
    expect(dataStatusOf([loaded, refreshing])).toBe('loaded');
  });

  it("is 'error' while any of it failed, and 'connected' again while it is asked for anew", () => {
    expect(dataStatusOf([loaded, failed])).toBe('error');
    expect(dataStatusOf([loading, failed])).toBe('error');
    expect(dataStatusOf([loaded, retrying])).toBe('connected');
  });
});

describe('when the data on screen was updated', () => {
  it('is the oldest load among the queries that have data', () => {
    expect(oldestUpdateOf([])).toBeUndefined();
    expect(oldestUpdateOf([{ dataUpdatedAt: 0 }])).toBeUndefined();
    expect(oldestUpdateOf([{ dataUpdatedAt: 5_000 }, { dataUpdatedAt: 0 }, { dataUpdatedAt: 3_000 }])).toBe(
      3_000,
    );
  });
});
