import { describe, expect, it } from 'vitest';
import {
  ChatProviderError,
  classifyByCode,
  classifyByStatus,
  classifyProviderFailure,
  classifyThrown,
} from './provider-errors.js';

describe('chat provider error mapping (spec section 8 "The error catalogue")', () => {
  it.each([
    ['invalid_api_key', 'invalid_api_key'],
    ['insufficient_quota', 'insufficient_quota'],
    ['rate_limit_exceeded', 'rate_limit_exceeded'],
    ['content_policy_violation', 'content_policy_violation'],
    ['model_not_found', 'model_error'],
    ['invalid_request_error', 'model_error'],
  ])('maps the code %s to %s', (code, errorClass) => {
    expect(classifyByCode(code)).toBe(errorClass);
  });

  it('leaves other codes to the status', () => {
    expect(classifyByCode('server_overloaded')).toBeUndefined();
    expect(classifyByCode(null)).toBeUndefined();
  });

  it.each([
    [401, 'invalid_api_key'],
    [429, 'rate_limit_exceeded'],
    [402, 'insufficient_quota'],
    [400, 'model_error'],
    [500, 'network_error'],
    [502, 'network_error'],
    [503, 'network_error'],
    [504, 'network_error'],
    [403, 'unknown_error'],
    [404, 'unknown_error'],
  ])('maps the HTTP status %i to %s', (status, errorClass) => {
    expect(classifyByStatus(status)).toBe(errorClass);
  });

  it('prefers the code to the status: a 429 with insufficient_quota is a spent quota', () => {
    expect(classifyProviderFailure(429, { code: 'insufficient_quota' })).toBe('insufficient_quota');
    expect(classifyProviderFailure(429, { code: 'rate_limit_exceeded' })).toBe('rate_limit_exceeded');
    expect(classifyProviderFailure(401, { code: null, type: 'invalid_request_error' })).toBe('model_error');
    expect(classifyProviderFailure(404, { code: 'model_not_found', type: 'invalid_request_error' })).toBe(
      'model_error',
    );
    expect(classifyProviderFailure(400, { code: 'content_policy_violation' })).toBe(
      'content_policy_violation',
    );
    expect(classifyProviderFailure(502, undefined)).toBe('network_error');
  });

  it('classes thrown errors: failed fetches and cut connections are network errors', () => {
    expect(classifyThrown(new TypeError('fetch failed'))).toBe('network_error');
    expect(classifyThrown(new Error('Could not fetch the answer'))).toBe('network_error');
    expect(classifyThrown(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'network_error',
    );
    expect(classifyThrown(new ChatProviderError('model_error', 'bad model'))).toBe('model_error');
    expect(classifyThrown(new Error('Something else'))).toBe('unknown_error');
    expect(classifyThrown('a string')).toBe('unknown_error');
  });
});
