/**
 * The open panel's own wording, in English: the catalogues' keys. Apart from the closed widget's
 * (chat-text.ts), so that they come with the panel's lazily loaded bundle.
 */
export const chatPanelTexts = {
  title: 'Chat assistant',
  closeChat: 'Close chat',
  conversation: 'Conversation',
  you: 'You:',
  typing: 'The assistant is typing…',
  messageLabel: 'Your message',
  placeholder: 'Type your message…',
  send: 'Send',
  clear: 'Clear conversation',
  close: 'Close',
} as const;
