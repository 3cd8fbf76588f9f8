import type { Ref } from 'react';
import { MessageBanner } from './message-banner.js';

export type LiveMessageContent = { kind: 'error' | 'success'; text: string };

const regions = [
  { kind: 'error', role: 'alert' },
  { kind: 'success', role: 'status' },
] as const;

type LiveMessageProps = {
  message: LiveMessageContent | null;
  /** Set when the message may take the keyboard's focus (the control that was used is gone). */
  focusRef?: Ref<HTMLDivElement>;
};

/**
 * A message that comes and goes in one place (a failed download, a saved status). Both live regions
 * stay in the page, empty between messages, so screen readers announce each message put into one:
 * a failure at once (alert), news politely (status). Empty, they take no room.
 */
export function LiveMessage({ message, focusRef }: LiveMessageProps) {
  return (
    <div ref={focusRef} tabIndex={focusRef ? -1 : undefined} className="rounded-lg outline-offset-2">
      {regions.map(({ kind, role }) => (
        <div key={kind} role={role}>
          {message?.kind === kind && (
            <MessageBanner kind={kind} live={false}>
              {message.text}
            </MessageBanner>
          )}
        </div>
      ))}
    </div>
  );
}
