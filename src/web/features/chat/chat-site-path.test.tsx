import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquiryFormHref, enquiryHandoverOffer } from '#content/index.js';
import { languageOfTag } from '#shared/languages.js';
import { sayWith } from '#web/app/phrasebook.js';
import { chatPropsOf } from './chat-island-props.test-support.js';
import { ChatMessageList } from './chat-message-list.js';
import { chatSitePathIn } from './chat-site-path.js';

const bengali = languageOfTag('bn-IN');

/** An office's call-back offer as the chat's reply words it: a link to the enquiry form. */
const handoverReply = `[${enquiryHandoverOffer('Patna')}](${enquiryFormHref('patna')}). Or call [0612 000 0000](tel:+916120000000).`;

function replyHtml(sitePath: (path: string) => string) {
  return renderToStaticMarkup(
    <ChatMessageList
      messages={[
        { role: 'user', content: 'Who sells HP laptops in Patna?' },
        { role: 'assistant', content: handoverReply },
      ]}
      streamingReply={null}
      sitePath={sitePath}
      say={sayWith(undefined)}
    />,
  );
}

describe('the chat’s links to the site’s pages', () => {
  it('on a Bengali page hand over to the Bengali enquiry form, other links as they are', () => {
    const html = replyHtml(chatSitePathIn(bengali));
    expect(html).toContain('href="/bn/contact?office=patna#enquiry"');
    expect(html).toContain('href="tel:+916120000000"');
  });

  it('on an English page keep the English paths', () => {
    expect(replyHtml(chatSitePathIn(undefined))).toContain('href="/contact?office=patna#enquiry"');
  });

  it('keep a path that already names a language', () => {
    expect(chatSitePathIn(bengali)('/hi/contact#enquiry')).toBe('/hi/contact#enquiry');
    expect(chatSitePathIn(bengali)(enquiryFormHref())).toBe('/bn/contact#enquiry');
    expect(chatSitePathIn(bengali)('/')).toBe('/bn');
  });

  it('know the page’s language from the page: given on a Bengali page, none on an English one', () => {
    expect(chatPropsOf('/bn/products')).toMatchObject({ language: { code: 'bn', tag: 'bn-IN' } });
    expect(chatPropsOf('/products')).not.toHaveProperty('language');
  });
});
