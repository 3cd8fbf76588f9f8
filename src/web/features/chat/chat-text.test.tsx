import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatErrorMessages } from '#content/chat.js';
import { sayWith } from '#web/app/phrasebook.js';
import { chatPropsOf } from './chat-island-props.test-support.js';
import { ChatPanel } from './chat-panel.js';
import { chatSitePathIn } from './chat-site-path.js';
import { ChatTeaser } from './chat-teaser.js';
import { ChatWidget } from './chat-widget.js';
import type { ChatConversation } from './use-chat-conversation.js';

const chatProps = z.object({
  brandPartners: z.string(),
  phrases: z.record(z.string(), z.string()).optional(),
});

/** The chat island's texts on `path`, as its page gives them. */
function chatOf(path: string) {
  const { brandPartners, phrases } = chatProps.parse(chatPropsOf(path));
  return { brandPartners, phrases, say: sayWith(phrases) };
}

/** A conversation with one question asked and its reply being written. */
const waitingConversation: ChatConversation = {
  messages: [{ role: 'user', content: 'Who sells HP laptops in Patna?' }],
  streamingReply: '',
  pending: true,
  lastReply: '',
  send: () => {},
  clear: () => {},
};

/** The closed widget (button, banner) and the teaser, as the page on `path` shows them. */
function launcherHtml(path: string) {
  const { brandPartners, say } = chatOf(path);
  return renderToStaticMarkup(
    <>
      <ChatWidget brandPartners={brandPartners} sitePath={chatSitePathIn(undefined)} say={say} />
      <ChatTeaser due onOpen={() => {}} say={say} />
    </>,
  );
}

/** The open panel, waiting for a reply, as the page on `path` shows it. */
function panelHtml(path: string) {
  return renderToStaticMarkup(
    <ChatPanel
      id="chat"
      conversation={waitingConversation}
      onClose={() => {}}
      sitePath={chatSitePathIn(undefined)}
      say={chatOf(path).say}
    />,
  );
}

describe('the chat widget’s texts', () => {
  it('on a Bengali page: the button, the banner and the teaser in Bengali', () => {
    const html = launcherHtml('/bn/products');
    expect(html).toContain('aria-label="আমাদের সঙ্গে চ্যাট করুন"');
    expect(html).toContain('aria-label="পার্টনার আর ইনভয়েস"');
    expect(html).toContain('15+ ব্র্যান্ডের অনুমোদিত পার্টনার।');
    expect(html).toContain('aria-label="এই বার্তাটি লুকান"');
    expect(html).toContain('আমি কি আপনাকে সাহায্য করতে পারি?');
    expect(html).not.toContain('Chat with us');
  });

  it('on a Bengali page: the panel’s title, greeting, field, buttons and typing status in Bengali', () => {
    const html = panelHtml('/bn/products');
    for (const text of [
      '>চ্যাট সহকারী</h2>',
      'aria-label="চ্যাট বন্ধ করুন"',
      'aria-label="কথোপকথন"',
      'নমস্কার! আজ আপনাকে কীভাবে সাহায্য করতে পারি?',
      '>আপনি: </span>',
      '>সহকারী লিখছে…</span>',
      '>আপনার বার্তা</label>',
      'placeholder="আপনার বার্তা লিখুন…"',
      'aria-label="পাঠান"',
      '>কথোপকথন মুছে ফেলুন</button>',
      '>বন্ধ করুন</button>',
    ])
      expect(html).toContain(text);
    // The visitor's own words stay as written.
    expect(html).toContain('Who sells HP laptops in Patna?');
  });

  it('on a Hindi page: the errors the widget shows in place of a reply in Hindi', () => {
    const { say } = chatOf('/hi/products');
    expect(say(chatErrorMessages.rate_limit_exceeded)).toBe('बहुत ज़्यादा अनुरोध। थोड़ा रुककर फिर से कोशिश करें।');
    expect(say(chatErrorMessages.network_error)).toContain('नेटवर्क कनेक्शन');
    expect(say(chatErrorMessages.unknown_error)).toBe('एक अनपेक्षित गड़बड़ी हुई। फिर से कोशिश करें।');
  });

  it('on an English page: no phrases in the props, and the English texts as they were', () => {
    expect(chatOf('/products').phrases).toBeUndefined();
    const launcher = launcherHtml('/products');
    expect(launcher).toContain('aria-label="Chat with us"');
    expect(launcher).toContain(
      '<p>Authorized partner of 15+ brands. Genuine products, billed with proper invoices.</p>',
    );
    expect(launcher).toContain('>May I help you?</button>');
    const panel = panelHtml('/products');
    for (const text of [
      '>Chat assistant</h2>',
      'aria-label="Close chat"',
      'Hi! How can I help you today?',
      '>You: </span>',
      '>The assistant is typing…</span>',
      'placeholder="Type your message…"',
      'aria-label="Send"',
      '>Clear conversation</button>',
      '>Close</button>',
    ])
      expect(panel).toContain(text);
  });
});
