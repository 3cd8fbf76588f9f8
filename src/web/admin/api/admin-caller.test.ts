import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAccountEndpoint, endAccountSessionsEndpoint } from '#shared/endpoints/accounts.js';
import { auditPageEndpoint } from '#shared/endpoints/audit.js';
import { loginEndpoint, verifyEndpoint } from '#shared/endpoints/auth.js';
import { ApiError } from '#web/lib/api-client.js';
import { createAdminCaller, createSessionlessCaller } from './admin-caller.js';

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
    const caller = createAdminCaller('token', vi.fn(), vi.fn());
    expect(await caller.send(auditPageEndpoint, { query: { page: 2 } })).toEqual(page);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/api/admin/audit?page=2');
  });

  it('refuses an answer that does not match the endpoint schema with a clear error', async () => {
    answerWith({ success: true, data: { entries: 'not a list' } });
    const caller = createAdminCaller('token', vi.fn(), vi.fn());
    await expect(caller.send(auditPageEndpoint, { query: { page: 1 } })).rejects.toThrow(
      "The server's answer to GET /api/admin/audit was not understood.",
    );
  });

  it('ends the session on a 401, as every admin call does', async () => {
    answerWith({ success: false, message: 'Unauthorized' }, 401);
    const onUnauthorized = vi.fn();
    const caller = createAdminCaller('token', onUnauthorized, vi.fn());
    await expect(caller.send(auditPageEndpoint, { query: { page: 1 } })).rejects.toThrow('Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('fills the path parameters and sends the method of the definition', async () => {
    const fetchStub = answerWith({ success: true, data: { ended: 3 } });
    const caller = createAdminCaller('token', vi.fn(), vi.fn());
    expect(await caller.send(endAccountSessionsEndpoint, { params: { id: 7 } })).toEqual({ ended: 3 });
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/api/admin/users/7/sessions');
    expect(fetchStub.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it("answers the server's message for an endpoint that answers only a message", async () => {
    answerWith({ success: true, message: 'Account deleted' });
    const caller = createAdminCaller('token', vi.fn(), vi.fn());
    expect(await caller.send(deleteAccountEndpoint, { params: { id: 7 } })).toBe('Account deleted');
  });

  it('signs in without a token and parses the answer asking for a second factor', async () => {
    const challenge = {
      secondFactorRequired: true,
      ticket: 't'.repeat(32),
      expiresAt: '2026-11-29T08:00:00.000Z',
      methods: ['totp'],
    };
    const fetchStub = answerWith({ success: true, data: challenge });
    const answer = await createSessionlessCaller().send(loginEndpoint, {
      body: { email: 'hr@example.com', password: 'secret' },
    });
    expect(answer).toEqual(challenge);
    const init = fetchStub.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'hr@example.com', password: 'secret' });
  });

  it('signs in without a token and parses the signed-in answer by its own schema', async () => {
    const session = {
      secondFactorRequired: false,
      token: 'k'.repeat(43),
      expiresAt: '2026-11-30T08:00:00.000Z',
      account: { id: 1, name: 'Owner', email: 'owner@example.com', role: 'owner', branchKeys: [] },
      factorSetupRequired: false,
    };
    answerWith({ success: true, data: session });
    const answer = await createSessionlessCaller().send(loginEndpoint, { body: { password: 'secret' } });
    expect(answer).toEqual(session);
    // A session without the discriminant matches neither answer.
    answerWith({ success: true, data: { ...session, secondFactorRequired: undefined } });
    await expect(
      createSessionlessCaller().send(loginEndpoint, { body: { password: 'secret' } }),
    ).rejects.toThrow("The server's answer to POST /api/auth/login was not understood.");
  });

  it("sends the session's token to check it, and leaves its 401 to the caller", async () => {
    const fetchStub = answerWith({ success: false, message: 'Unauthorized' }, 401);
    const refusal = createSessionlessCaller('stored-token').send(verifyEndpoint, {});
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 401 });
    const init = fetchStub.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token');
  });
});
