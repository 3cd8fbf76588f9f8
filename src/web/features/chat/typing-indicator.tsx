import type { Say } from '#web/app/phrasebook.js';
import { chatPanelTexts } from './chat-panel-text.js';

/** Three dots while the assistant writes; screen readers hear it once, as a status. */
export function TypingIndicator({ say }: { say: Say }) {
  return (
    <div
      role="status"
      className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 w-fit"
    >
      <span className="sr-only">{say(chatPanelTexts.typing)}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
