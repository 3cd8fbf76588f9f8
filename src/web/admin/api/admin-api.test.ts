import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminApi } from './admin-api.js';

function answerWith(body: unknown, status = 200) {
  const fetchStub = vi.fn(async (_path: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('the admin client calling a shared endpoint definition', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the audit page at its path with the filter and answers the parsed page', async () => {
    const page = { entries: [], total: 0, page: 2, pageSize: 50 };
    const fetchStub = answerWith({ success: true, data: page });
    const api = createAdminApi('token', vi.fn(), vi.fn());
    expect(await api.audit({ page: 2 })).toEqual(page);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/api/admin/audit?page=2');
  });

  it('refuses an answer that does not match the endpoint schema with a clear error', async () => {
    answerWith({ success: true, data: { entries: 'not a list' } });
    const api = createAdminApi('token', vi.fn(), vi.fn());
    await expect(api.audit({ page: 1 })).rejects.toThrow(
      "The server's answer to GET /api/admin/audit was not understood.",
    );
  });

  it('ends the session on a 401, as every admin call does', async () => {
    answerWith({ success: false, message: 'Unauthorized' }, 401);
    const onUnauthorized = vi.fn();
    const api = createAdminApi('token', onUnauthorized, vi.fn());
    await expect(api.audit({ page: 1 })).rejects.toThrow('Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
