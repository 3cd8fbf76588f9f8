import {
  type ChatErrorClass,
  chatErrorMessages,
  chatFallbackLeadIn,
  chatFallbackReply,
  emptyChatAnswer,
} from '../../../content/index.js';
import type { ChatMessage, ChatReply } from '../../../shared/chat.js';
import { type BuiltinAnswerer, createBuiltinAnswerer } from './builtin-answerer.js';
import type { KnowledgeDocument } from './knowledge/knowledge-document.js';
import { buildKnowledgeDocuments } from './knowledge/knowledge-documents.js';
import { createKnowledgeIndex, type KnowledgeIndex } from './knowledge/knowledge-index.js';
import type { ProviderClient } from './provider-client.js';
import { ChatProviderError, classifyThrown } from './provider-errors.js';
import { buildSystemPrompt } from './system-prompt.js';

/** How many retrieved documents go into the provider's prompt, besides the company basics. */
const PROMPT_FACTS = 6;
/** Always in the prompt: who the company is and how to reach it. */
const BASIC_FACT_IDS = ['about', 'contact'];

export type ChatOutcome = ChatReply & {
  /** What the chat record keeps as the bot's response: the reply, or the error's message (spec section 8). */
  recordedResponse: string;
};

export type AnswerOptions = {
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

export type ChatAssistant = {
  answer(messages: readonly ChatMessage[], options?: AnswerOptions): Promise<ChatOutcome>;
};

/**
 * The assistant behind `POST /api/chat`. Without a provider it answers from the company's facts
 * (the built-in answerer). With one, the model answers with the retrieved facts in its prompt;
 * when it fails, the visitor still gets the built-in answer behind the spec's 'technical
 * difficulties' lead-in (or the company blurb when the facts hold nothing for the question),
 * and the error's class and message are what gets recorded.
 */
export function createChatAssistant(provider: ProviderClient | undefined): ChatAssistant {
  const documents = buildKnowledgeDocuments();
  const index = createKnowledgeIndex(documents);
  const builtin = createBuiltinAnswerer(index);
  const basics = documents.filter((document) => BASIC_FACT_IDS.includes(document.id));

  return {
    async answer(messages, options = {}) {
      const question = lastQuestion(messages);
      if (!provider) {
        const reply = builtin.answer(question).markdown;
        options.onDelta?.(reply);
        return { reply, mode: 'builtin', recordedResponse: reply };
      }
      const facts = promptFacts(index, basics, question);
      try {
        const text = await provider.complete(
          [{ role: 'system', content: buildSystemPrompt(facts) }, ...messages],
          options,
        );
        const reply = text.trim() === '' ? emptyChatAnswer : text;
        return { reply, mode: 'provider', recordedResponse: reply };
      } catch (error) {
        const errorClass: ChatErrorClass =
          error instanceof ChatProviderError ? error.errorClass : classifyThrown(error);
        return {
          reply: fallbackReply(builtin, question),
          mode: 'provider',
          errorClass,
          recordedResponse: chatErrorMessages[errorClass],
        };
      }
    },
  };
}

function lastQuestion(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}

function promptFacts(
  index: KnowledgeIndex,
  basics: readonly KnowledgeDocument[],
  question: string,
): KnowledgeDocument[] {
  const found = index
    .search(question)
    .slice(0, PROMPT_FACTS)
    .map((hit) => hit.document);
  return [...new Set([...found, ...basics])];
}

function fallbackReply(builtin: BuiltinAnswerer, question: string): string {
  const answer = builtin.answer(question);
  return answer.kind === 'facts' ? `${chatFallbackLeadIn}\n\n${answer.markdown}` : chatFallbackReply();
}
