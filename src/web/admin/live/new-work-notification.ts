import { useState } from 'react';
import type { NewWorkKind } from '#shared/admin-events.js';

const messages: Record<NewWorkKind, { title: string; body: string }> = {
  enquiry: { title: 'New enquiry', body: 'A new enquiry is waiting in the Enquiries tab.' },
  application: { title: 'New job application', body: 'A new application is waiting in Job Applications.' },
};

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * A browser notification of new work, only where the person allowed them (`useNotificationChoice`).
 * It names no one: the screen it leads to is behind the sign-in.
 */
export function notifyOfNewWork(kind: NewWorkKind) {
  if (!supported() || Notification.permission !== 'granted') return;
  const { title, body } = messages[kind];
  new Notification(title, { body, tag: `new-${kind}` });
}

export type NotificationChoice = NotificationPermission | 'unsupported';

/** Whether the browser may notify, and the request the person makes by pressing a button. */
export function useNotificationChoice() {
  const [choice, setChoice] = useState<NotificationChoice>(() =>
    supported() ? Notification.permission : 'unsupported',
  );
  const ask = async () => setChoice(await Notification.requestPermission());
  return { choice, ask };
}
