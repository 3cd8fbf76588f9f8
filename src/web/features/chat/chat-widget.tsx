import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Say } from '#web/app/phrasebook.js';
import { FloatingDock, useHeldBackOverText } from '#web/features/floating/index.js';
import { ChatBanner } from './chat-banner.js';
import type { ChatSitePath } from './chat-site-path.js';
import { ChatTeaser } from './chat-teaser.js';
import { chatWidgetTexts } from './chat-text.js';
import { useChatConversation } from './use-chat-conversation.js';
import { useChatTeaser } from './use-chat-teaser.js';

/**
 * The open panel, with the markdown renderer its replies need (react-markdown, most of the chat's
 * code), is fetched when the visitor shows they mean to chat: a pointer over the button, focus on
 * it, or the click. A page that only shows the button never loads it.
 */
const loadChatPanel = () => import('./chat-panel.js');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

/**
 * The floating chat assistant (spec section 2 "Chat widget"): a round button that opens the panel, the teaser
 * bubble, and the partners-and-invoices banner. Loaded lazily by ChatWidgetLoader, so it runs in
 * the browser only and may read storage while rendering.
 */
/**
 * `brandPartners`: the company's brand-partner figure ('15+'), for the banner; `sitePath`: the
 * replies' links to the site's pages, in the page's language; `say`: the widget's texts in it;
 * `languageCode`: the page's language when not the default one, sent with each question.
 */
export function ChatWidget({
  brandPartners,
  sitePath,
  say,
  languageCode,
}: {
  brandPartners: string;
  sitePath: ChatSitePath;
  say: Say;
  languageCode?: string;
}) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const conversation = useChatConversation(say, languageCode);
  const teaserDue = useChatTeaser(everOpened);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const placement = useHeldBackOverText(toggleRef);
  const panelId = useId();

  function openChat() {
    setOpen(true);
    setEverOpened(true);
  }

  function closeChat() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      {/* The button keeps the corner; while the panel is open the banner would be under it. */}
      <FloatingDock placement={open ? 'shown' : placement}>
        <div className="flex items-end gap-2">
          {!open && <ChatTeaser due={teaserDue} onOpen={openChat} say={say} />}
          <button
            ref={toggleRef}
            type="button"
            aria-label={say(chatWidgetTexts.open)}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => (open ? closeChat() : openChat())}
            onPointerEnter={loadChatPanel}
            onFocus={loadChatPanel}
            className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-900"
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <MessageCircle aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
        {!open && <ChatBanner brandPartners={brandPartners} teaserDue={teaserDue} say={say} />}
      </FloatingDock>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel
            id={panelId}
            conversation={conversation}
            onClose={closeChat}
            sitePath={sitePath}
            say={say}
          />
        </Suspense>
      )}
    </>
  );
}
