import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preSerializationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { rateLimitedMessage } from '#server/plugins/rate-limiting.js';
import type { Say } from '#server/services/say-in-language.js';
import { type ApiFailure, apiFailureSchema } from '#shared/api-envelope.js';
import { defaultLanguageOf, siteCodeOfTag, siteLanguages } from '#shared/languages.js';
import { siteLanguageCodeSchema } from '#shared/page-language.js';
import { sayInLanguageOf } from './say-in-language.js';

/** Formats an interface text in one language: its English source and the values of its placeholders. */

/**
 * An interface text in the language of code `languageCode` ('hi'), said by the pages' own
 * translator (decision 0012), whose catalogues key each text by its English source, the shared
 * schemas' validation messages and the public endpoints' refusals included
 * (src/content/interface-text/<code>/api.json). English without a built site: no page in another
 * language could have sent the request.
 */
export function sayIn(app: FastifyInstance, languageCode: string): Say {
  const say = sayInLanguageOf(app);
  return (source, values) => say(languageCode, source, values);
}

/**
 * The site language an `Accept-Language` header prefers most ('bn-IN,bn;q=0.9,en;q=0.8' → 'bn'),
 * by each range's primary subtag; undefined when it names none of them.
 */
export function acceptedSiteLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const ranges = header.split(',').flatMap((part, index) => {
    const [range = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const weight = quality === undefined ? 1 : Number(quality);
    const code = siteCodeOfTag(range);
    return weight > 0 && code ? [{ code, weight, index }] : [];
  });
  ranges.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.code;
}

const namesLanguage = z.object({ language: siteLanguageCodeSchema });

/**
 * The language to answer a public request in: the one its form names (the page it was sent
 * from), else the one its `Accept-Language` prefers (a refusal given before the form was read,
 * a rate limit), else the default.
 */
export function requestLanguage(request: FastifyRequest, formLanguage?: string): string {
  const named = formLanguage ?? namesLanguage.safeParse(request.body).data?.language;
  return (
    named ?? acceptedSiteLanguage(request.headers['accept-language']) ?? defaultLanguageOf(siteLanguages).code
  );
}

/** A public form's refusal in language `languageCode`: its message and each field's. */
export function refusalInLanguage(
  app: FastifyInstance,
  languageCode: string,
  refusal: ApiFailure,
): ApiFailure {
  const say = sayIn(app, languageCode);
  const { fields } = refusal;
  return {
    ...refusal,
    message: say(refusal.message),
    ...(fields && {
      fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, say(message)])),
    }),
  };
}

/**
 * A JSON form's route answers its refusals (a body its schema refused, which the error handler
 * answers; a refusal of its own; its rate limits) in the request's language.
 */
export function refusalsInRequestLanguage(app: FastifyInstance): preSerializationAsyncHookHandler {
  return async (request, _reply, payload) => {
    const refusal = apiFailureSchema.safeParse(payload);
    if (!refusal.success) return payload;
    return refusalInLanguage(app, requestLanguage(request), refusal.data);
  };
}

/**
 * The rate limit's refusal translated: how long to wait, in minutes, since the plugin's own
 * words for it ('1 hour') are English.
 */
const rateLimitedSource =
  'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.';

/**
 * A public route's rate limit, refused in the request's language: with `message`, or with the
 * plugin's "Too many requests" and how long to wait (English as every other route says it).
 */
export function rateLimitInRequestLanguage(
  app: FastifyInstance,
  limit: { max: number; timeWindow: string },
  message?: string,
): RateLimitOptions {
  return {
    ...limit,
    errorResponseBuilder: (request, context) => {
      const language = requestLanguage(request);
      const say = sayIn(app, language);
      const said = message
        ? say(message)
        : language === defaultLanguageOf(siteLanguages).code
          ? rateLimitedMessage(context.after)
          : say(rateLimitedSource, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) });
      return { statusCode: 429, code: 'FST_RATE_LIMITED', message: said };
    },
  };
}
