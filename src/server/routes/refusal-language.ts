import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import { type ApiFailure, apiFailureSchema } from '#shared/api-envelope.js';
import { pageLanguageOf } from '#shared/page-language.js';

/**
 * A public form's refusal in the language of the page it was sent from ('hi'): its message and
 * each field's, said by the pages' own translator (decision 0012), whose catalogues key each text
 * by its English source, the shared schemas' validation messages included. The dialogs say the
 * same messages through the phrasebook that translator made for them: one catalogue, one
 * translation. English without a built site: no page in another language could have sent it.
 */
export function refusalInLanguage(
  app: FastifyInstance,
  languageCode: string,
  refusal: ApiFailure,
): ApiFailure {
  const renderer = app.webBuild?.renderer;
  if (!renderer) return refusal;
  const say = (source: string) => renderer.interfaceText(languageCode, source);
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
 * answers; a refusal of its own) in the language the body names.
 */
export function refusalsInFormLanguage(app: FastifyInstance): preSerializationAsyncHookHandler {
  return async (request, _reply, payload) => {
    const refusal = apiFailureSchema.safeParse(payload);
    if (!refusal.success) return payload;
    return refusalInLanguage(app, pageLanguageOf(request.body), refusal.data);
  };
}
