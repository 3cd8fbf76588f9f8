import { useEffect, useRef } from 'react';
import { chatGreeting } from '#content/chat.js';
import type { ChatMessage } from '#shared/chat.js';
import type { Say } from '#web/app/phrasebook.js';
import { ChatMarkdown } from '#web/components/ui/chat-markdown.js';
import { chatPanelTexts } from './chat-panel-text.js';
import type { ChatSitePath } from './chat-site-path.js';
import { TypingIndicator } from './typing-indicator.js';

type Props = {
  messages: readonly ChatMessage[];
  streamingReply: string | null;
  /** The replies' links to the site's pages, in the page's language. */
  sitePath: ChatSitePath;
  /** The list's own texts (the greeting, the labels) in the page's language; the replies are as written. */
  say: Say;
};

function AssistantBubble({ text, sitePath }: { text: string; sitePath: ChatSitePath }) {
  return (
    <div className="max-w-[90%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm text-slate-900">
      <ChatMarkdown text={text} sitePath={sitePath} />
    </div>
  );
}

/**
 * The greeting, the conversation and the reply being written, kept scrolled to the newest.
 * Visitor messages are plain text; assistant replies are markdown.
 */
export function ChatMessageList({ messages, streamingReply, sitePath, say }: Props) {
  const endRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the shown text grows
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, streamingReply]);

  const conversationLabel = say(chatPanelTexts.conversation);
  return (
    // Focusable so keyboard users can scroll back through a long conversation.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label={conversationLabel} className="flex-1 overflow-y-auto px-4 py-3">
      <ol className="flex flex-col gap-3">
        <li>
          <AssistantBubble text={say(chatGreeting)} sitePath={sitePath} />
        </li>
        {messages.map((message, index) => (
          // The list only grows or is cleared whole, so positions are stable keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={message.role === 'user' ? 'self-end' : undefined}>
            {message.role === 'user' ? (
              <p className="max-w-[90%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-sm whitespace-pre-wrap break-words text-white">
                <span className="sr-only">{`${say(chatPanelTexts.you)} `}</span>
                {message.content}
              </p>
            ) : (
              <AssistantBubble text={message.content} sitePath={sitePath} />
            )}
          </li>
        ))}
        {streamingReply !== null && (
          <li>
            {streamingReply === '' ? (
              <TypingIndicator say={say} />
            ) : (
              <AssistantBubble text={streamingReply} sitePath={sitePath} />
            )}
          </li>
        )}
      </ol>
      <div ref={endRef} />
    </section>
  );
}
