import type { FastifyInstance } from 'fastify';
import { sayInEnglish } from '#content/opening-status.js';
import type { SayInLanguage } from '#server/services/say-in-language.js';

/**
 * The built site's translator, for a form's answer and e-mails in the language of the page it was
 * sent from. English without a built site: no page in another language could have sent it.
 */
export function sayInLanguageOf(app: FastifyInstance): SayInLanguage {
  const renderer = app.webBuild?.renderer;
  if (!renderer) return (_languageCode, source, values) => sayInEnglish(source, values);
  return (languageCode, source, values) => renderer.interfaceText(languageCode, source, values);
}
