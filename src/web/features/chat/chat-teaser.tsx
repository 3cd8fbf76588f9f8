import { chatTeaser } from '../../../content/chat.js';

/** The 'May I help you?' bubble beside the closed chat button; choosing it opens the chat. */
export function ChatTeaser({ visible, onOpen }: { visible: boolean; onOpen: () => void }) {
  return (
    // Announced politely when it appears, as it would catch a sighted visitor's eye.
    <div aria-live="polite" className="fixed right-20 bottom-6 z-40">
      {visible && (
        <button
          type="button"
          onClick={onOpen}
          className="rounded-2xl rounded-br-sm bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50"
        >
          {chatTeaser.text}
        </button>
      )}
    </div>
  );
}
