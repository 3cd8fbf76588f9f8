import { describe, expect, it } from 'vitest';
import { dataStatusOf } from './data-status.js';

const loaded = { status: 'success', fetchStatus: 'idle' } as const;
const loading = { status: 'pending', fetchStatus: 'fetching' } as const;
const refreshing = { status: 'success', fetchStatus: 'fetching' } as const;
const failed = { status: 'error', fetchStatus: 'idle' } as const;
const retrying = { status: 'error', fetchStatus: 'fetching' } as const;

describe('the dashboard status', () => {
  it("is 'connected' until the screen's data has come, then 'loaded'", () => {
    expect(dataStatusOf([])).toBe('connected');
    expect(dataStatusOf([loaded, loading])).toBe('connected');
    expect(dataStatusOf([loaded, refreshing])).toBe('connected');
    expect(dataStatusOf([loaded, loaded])).toBe('loaded');
  });

  it("is 'error' while any of it failed, and 'connected' again while it is asked for anew", () => {
    expect(dataStatusOf([loaded, failed])).toBe('error');
    expect(dataStatusOf([loading, failed])).toBe('error');
    expect(dataStatusOf([loaded, retrying])).toBe('connected');
  });
});
