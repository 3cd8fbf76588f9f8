import {
  chatErrorMessages,
  chatFallbackLeadIn,
  emptyChatAnswer,
  istDay,
  type SiteContent,
} from '#content/index.js';
import type { ChatErrorClass, ChatMessage, ChatReply } from '#shared/chat.js';
import { type BuiltinAnswer, createBuiltinAnswerer } from './builtin-answerer.js';
import { buildKnowledgeDocuments } from './knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from './knowledge/knowledge-index.js';
import type { ProviderClient } from './provider-client.js';
import { ChatProviderError, classifyThrown } from './provider-errors.js';
import { buildSystemPrompt } from './system-prompt.js';

/** Always in the prompt: who the company is and how to reach it. */
const BASIC_FACT_IDS = ['about', 'contact'];

export type ChatOutcome = ChatReply & {
  /**
   * What the chat record keeps as the bot's response: the reply, or the error's message (spec
   * section 8 "The error catalogue").
   */
  recordedResponse: string;
  /** Whether the visitor was handed over to a person (counted in the admin's chat analytics). */
  handover: boolean;
};

export type AnswerOptions = {
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
  /** The language code of the page asked on ('bn'), when not the default language's. */
  pageLanguage?: string;
  /** Where a failed rebuild of the knowledge is logged (the request's logger). */
  log?: { error(details: object, message: string): void };
};

export type ChatAssistant = {
  answer(messages: readonly ChatMessage[], options?: AnswerOptions): Promise<ChatOutcome>;
};

/**
 * The published content the assistant answers from, and its version (the index is rebuilt when it
 * changes).
 */
export type KnowledgeSource = () => Promise<{ content: SiteContent; version: string }>;

/** What the assistant knows of one content version on one day (openings close by the day). */
function buildKnowledge(content: SiteContent, today: string, now: () => Date) {
  const documents = buildKnowledgeDocuments(content, today);
  const index = createKnowledgeIndex(documents, content.company.name);
  return {
    content,
    builtin: createBuiltinAnswerer(index, content, now),
    basics: documents.filter((document) => BASIC_FACT_IDS.includes(document.id)),
  };
}

/**
 * The assistant behind `POST /api/chat`. Without a provider it answers from the company's facts
 * (the built-in answerer). With one, the model answers with the retrieved facts in its prompt;
 * when it fails, the visitor still gets the built-in answer behind the 'technical
 * difficulties' lead-in of spec section 8 "The error catalogue" (or the company blurb when the
 * facts hold nothing for the question), and the error's class and message are what gets recorded.
 * Its facts are the published content: a new revision is answerable with its next question, without
 * a restart.
 */
export function createChatAssistant(
  provider: ProviderClient | undefined,
  source: KnowledgeSource,
  now: () => Date,
): ChatAssistant {
  let knowledge: { key: string; value: ReturnType<typeof buildKnowledge> } | undefined;
  /** Keys whose build failed: tried once each, not on every question. */
  const failedKeys = new Set<string>();
  /**
   * The knowledge of the published content, swapped in only once built whole: when a build
   * fails, the assistant keeps answering from the previous content and the cause is logged.
   */
  async function currentKnowledge(log: AnswerOptions['log']) {
    const { content, version } = await source();
    const today = istDay(now());
    const key = `${version}|${today}`;
    if (knowledge?.key === key || (knowledge && failedKeys.has(key))) return knowledge.value;
    try {
      knowledge = { key, value: buildKnowledge(content, today, now) };
      failedKeys.clear();
    } catch (error) {
      if (!knowledge) throw error;
      failedKeys.add(key);
      log?.error(
        { err: error, contentVersion: version },
        'chat knowledge not rebuilt; answering from the previous content',
      );
    }
    return knowledge.value;
  }

  return {
    async answer(messages, options = {}) {
      const visitorTurns = visitorTurnsOf(messages);
      const { content, builtin, basics } = await currentKnowledge(options.log);
      // The provider follows the same handover rule, so the same questions are counted.
      const builtinAnswer = builtin.answer(visitorTurns, options.pageLanguage);
      const handover = builtinAnswer.handover;
      if (!provider) {
        const reply = builtinAnswer.markdown;
        options.onDelta?.(reply);
        return { reply, mode: 'builtin', recordedResponse: reply, handover };
      }
      const found = builtin.retrieve(visitorTurns);
      try {
        const text = await provider.complete(
          [{ role: 'system', content: buildSystemPrompt(found, basics, content) }, ...messages],
          options,
        );
        const reply = text.trim() === '' ? emptyChatAnswer : text;
        return { reply, mode: 'provider', recordedResponse: reply, handover };
      } catch (error) {
        const errorClass: ChatErrorClass =
          error instanceof ChatProviderError ? error.errorClass : classifyThrown(error);
        return {
          reply: fallbackReply(builtinAnswer, content),
          mode: 'provider',
          errorClass,
          recordedResponse: chatErrorMessages[errorClass],
          handover,
        };
      }
    },
  };
}

/** The visitor's own turns: what the client sends as assistant turns is never read as a fact. */
function visitorTurnsOf(messages: readonly ChatMessage[]): string[] {
  return messages.filter((message) => message.role === 'user').map((message) => message.content);
}

function fallbackReply(answer: BuiltinAnswer, content: SiteContent): string {
  return answer.kind === 'facts' ? `${chatFallbackLeadIn}\n\n${answer.markdown}` : chatFallbackReply(content);
}

/**
 * What the visitor sees instead of an answer when the assistant fails and its facts hold nothing
 * for the question (spec section 8 "The error catalogue"): a short company blurb (about, services,
 * contact) in markdown.
 */
export function chatFallbackReply(content: SiteContent): string {
  const { company } = content;
  const general = company.contacts.general;
  return [
    chatFallbackLeadIn,
    '',
    '**About us**',
    '',
    ...company.about.paragraphs.flatMap((paragraph) => [paragraph, '']),
    '**Our services**',
    '',
    ...content.services.services.map((service) => `- **${service.title}**: ${service.description}`),
    '',
    '**Contact**',
    '',
    `- Phone: ${general.phone}`,
    `- Email: ${general.email}`,
    `- ${company.headquarters.city}, ${company.headquarters.state}`,
  ].join('\n');
}
