import { X } from 'lucide-react';
import { type CSSProperties, useEffect, useId, useRef } from 'react';
import type { Say } from '#web/app/phrasebook.js';
import { useCookieBannerHeight } from '#web/hooks/use-cookie-banner-height.js';
import { ChatComposer } from './chat-composer.js';
import { ChatMessageList } from './chat-message-list.js';
import { chatPanelTexts } from './chat-panel-text.js';
import type { ChatSitePath } from './chat-site-path.js';
import { replyAsPlainText } from './reply-as-plain-text.js';
import type { ChatConversation } from './use-chat-conversation.js';

type Props = {
  id: string;
  conversation: ChatConversation;
  onClose: () => void;
  /** The replies' links to the site's pages, in the page's language. */
  sitePath: ChatSitePath;
  /** The panel's texts in the page's language. */
  say: Say;
};

/**
 * The open chat: a non-modal dialog (the page stays usable) with the conversation, the message
 * field, and ways out: the x, Close, and Escape. Focus goes to the field when it opens and
 * returns there when a reply arrives; each finished reply is read out by an aria-live region.
 */
export function ChatPanel({ id, conversation, onClose, sitePath, say }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const { messages, streamingReply, pending, lastReply, send, clear } = conversation;
  // Where the floating dock's bottom is: above the cookie banner while that is open.
  const cookieBannerHeight = useCookieBannerHeight();
  const dockBottom = { '--floating-dock-bottom': `${cookieBannerHeight + 16}px` } as CSSProperties;

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (pending) return;
    // The field was disabled while the reply came, which dropped focus to the page: bring it back,
    // unless the visitor has moved on to something else.
    const focused = document.activeElement;
    if (!focused || focused === document.body || panelRef.current?.contains(focused))
      inputRef.current?.focus();
  }, [pending]);

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      style={dockBottom}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed right-4 bottom-[calc(var(--floating-dock-bottom)+4.5rem)] z-40 flex h-[min(34rem,calc(100dvh-var(--floating-dock-bottom)-6.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <header className="flex items-center justify-between gap-2 bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {say(chatPanelTexts.title)}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={say(chatPanelTexts.closeChat)}
          className="rounded-full p-1 text-brand-100 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <ChatMessageList messages={messages} streamingReply={streamingReply} sitePath={sitePath} say={say} />
      <div aria-live="polite" className="sr-only">
        {lastReply && replyAsPlainText(lastReply)}
      </div>
      <ChatComposer pending={pending} onSend={send} inputRef={inputRef} say={say} />
      <div className="flex items-center justify-between border-t border-slate-200 px-3 py-2 text-sm">
        <button
          type="button"
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
          disabled={messages.length === 0}
          className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100 disabled:text-slate-400"
        >
          {say(chatPanelTexts.clear)}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
        >
          {say(chatPanelTexts.close)}
        </button>
      </div>
    </section>
  );
}
