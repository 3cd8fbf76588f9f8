import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiUnreachableError, apiJson, apiRequest } from './api-client.js';

/** A fetch that answers every request with `answer` (or throws it), remembering what was sent. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchStub = vi.fn(async (_path: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The error a call throws, for a closer look than `rejects.toThrow` gives. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => error,
  );
}

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the data, message and status of a successful envelope', async () => {
    stubFetch(() => json({ success: true, data: { applicationId: 7 }, message: 'Saved' }, 201));
    expect(await apiJson('/api/careers/apply')).toEqual({
      status: 201,
      data: { applicationId: 7 },
      message: 'Saved',
    });
  });

  it('sends the token, a JSON body and the wanted answer type, never from the cache', async () => {
    const fetchStub = stubFetch(() => json({ success: true, data: {} }));
    await apiJson('/api/auth/logout', {
      method: 'POST',
      token: 'abc',
      json: { a: 1 },
      accept: 'text/event-stream',
    });
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      headers: {
        authorization: 'Bearer abc',
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: '{"a":1}',
      signal: undefined,
      keepalive: undefined,
      cache: 'no-store',
    });
  });

  it("throws the server's message, status, code and field messages of a refusal", async () => {
    stubFetch(() =>
      json(
        {
          success: false,
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          fields: { phone: 'Enter a valid number' },
        },
        400,
      ),
    );
    const error = await failureOf(apiJson('/api/careers/apply'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please correct the highlighted fields.',
      serverMessage: 'Please correct the highlighted fields.',
      status: 400,
      code: 'validation_failed',
      fields: { phone: 'Enter a valid number' },
    });
  });

  it("says 'HTTP error! status: {code}' for a failure without the server's words", async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(apiRequest('/api/analytics/summary'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'HTTP error! status: 502',
      status: 502,
      serverMessage: undefined,
    });
  });

  it('treats a 2xx answer that is no successful envelope as a failure', async () => {
    stubFetch(() => json({ success: false, message: 'Failed to fetch applications' }));
    expect(await failureOf(apiJson('/api/careers/applications'))).toMatchObject({
      message: 'Failed to fetch applications',
      status: 200,
    });
    stubFetch(() => new Response('not json', { status: 200 }));
    expect(await failureOf(apiJson('/api/careers/applications'))).toMatchObject({
      message: 'HTTP error! status: 200',
    });
  });

  it("calls a failed fetch unreachable: 'Cannot connect to backend server...'", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(apiRequest('/api/tracking/visitor'));
    expect(error).toBeInstanceOf(ApiUnreachableError);
    expect(error).toMatchObject({ message: 'Cannot connect to backend server...' });
  });

  it("passes the caller's own abort on as it is", async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(() => {
      controller.abort();
      throw abort;
    });
    expect(await failureOf(apiRequest('/api/chat', { signal: controller.signal }))).toBe(abort);
  });
});
