import { Send } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { CHAT_MAX_USER_MESSAGE_LENGTH } from '#shared/chat-limits.js';
import type { Say } from '#web/app/phrasebook.js';
import { chatPanelTexts } from './chat-panel-text.js';

type Props = {
  pending: boolean;
  onSend: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  say: Say;
};

/** The message field and Send. Enter sends; both are disabled while a reply is pending. */
export function ChatComposer({ pending, onSend, inputRef, say }: Props) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const blank = draft.trim() === '';

  return (
    <form
      className="flex items-center gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending || blank) return;
        onSend(draft);
        setDraft('');
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {say(chatPanelTexts.messageLabel)}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={pending}
        maxLength={CHAT_MAX_USER_MESSAGE_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={say(chatPanelTexts.placeholder)}
        className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
      />
      <button
        type="submit"
        disabled={pending || blank}
        aria-label={say(chatPanelTexts.send)}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-900 disabled:bg-slate-300 disabled:text-slate-600"
      >
        <Send aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
