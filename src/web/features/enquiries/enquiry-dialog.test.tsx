import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleContent } from '#content/samples/index.js';
import { sayWith } from '#web/app/phrasebook.js';
import { pageRenderer } from '#web/entry-server.js';
import { EnquiryDialog } from './enquiry-dialog.js';
import { initialEnquiryValues, validateEnquiryForm } from './enquiry-form-values.js';

const setupSchema = z.object({
  companyName: z.string(),
  contactEmail: z.string(),
  offices: z.array(z.object({ id: z.string(), name: z.string() })),
  phrases: z.record(z.string(), z.string()).optional(),
  languageTag: z.string().optional(),
});
const islandDataSchema = z.object({ props: z.array(z.object({ setup: setupSchema.optional() })) });

/** The enquiry setups the page's islands are hydrated with, as the page's HTML carries them. */
function enquirySetupsOf(path: string) {
  const { islandData } = pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
  const json = islandData.match(/<script[^>]*>(.*)<\/script>/s)?.[1] ?? '';
  return islandDataSchema.parse(JSON.parse(json)).props.flatMap(({ setup }) => (setup ? [setup] : []));
}

function dialogHtml(setup: z.infer<typeof setupSchema>) {
  return renderToStaticMarkup(
    <EnquiryDialog prefill={{ topic: 'sales' }} setup={setup} onClose={() => {}} />,
  );
}

describe('the enquiry dialog in the page’s language', () => {
  it('on a Bengali page shows its labels, hints, buttons and close button in Bengali', () => {
    const [setup] = enquirySetupsOf('/bn/contact');
    if (!setup) throw new Error('/bn/contact has no enquiry button');
    const html = dialogHtml(setup);
    for (const bengali of [
      '>দাম জানুন</h2>',
      'মোবাইল নম্বর',
      'শহর বা পিন কোড',
      '(ঐচ্ছিক)',
      'যেমন গয়া বা 823001',
      '২,০০০ অক্ষরের মধ্যে ০',
      'ব্যক্তিগত ক্রেতা',
      'এই জিজ্ঞাসার বিষয়ে আমার সঙ্গে যোগাযোগে আমি সম্মত',
      `${sampleContent.company.contacts.general.email}-এ।`,
      'জিজ্ঞাসা পাঠান</button>',
      'aria-label="বন্ধ করুন"',
    ])
      expect(html).toContain(bengali);
    expect(html).not.toContain('Mobile number');
  });

  it('on a Hindi page labels its buttons in Hindi, formatted on the server', () => {
    const render = (path: string) =>
      pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' }).appHtml;
    expect(render('/hi/contact')).toContain('पूछताछ भेजें</button>');
    expect(render('/hi/contact')).toMatch(/से पूछताछ करें<\/button>/);
    expect(render('/hi/brands/hp')).toContain('HP का दाम जानें</button>');
  });

  it('says the shared schema’s validation messages in Bengali', () => {
    const [setup] = enquirySetupsOf('/bn/contact');
    const checked = validateEnquiryForm(
      initialEnquiryValues({}),
      {},
      { sourcePage: '/bn/contact', language: 'bn' },
    );
    if (checked.kind !== 'invalid') throw new Error('an empty form passed');
    const say = sayWith(setup?.phrases);
    expect(say(checked.errors.name ?? '')).toBe('নাম দিতে হবে');
    expect(say(checked.errors.phone ?? '')).toBe('মোবাইল নম্বর দিতে হবে');
    expect(say(checked.errors.consent ?? '')).toBe('সম্মতি: এই জিজ্ঞাসার বিষয়ে যোগাযোগে সম্মতি দিন');
  });

  it('on an English page gets no phrasebook and reads as before', () => {
    const setups = enquirySetupsOf('/contact');
    expect(setups.length).toBeGreaterThan(0);
    for (const setup of setups)
      expect(Object.keys(setup).sort()).toEqual(['companyName', 'contactEmail', 'offices']);
    const html = dialogHtml(setups[0] ?? setupSchema.parse({}));
    expect(html).toContain('>Get a quote</h2>');
    expect(html).toContain('0 of 2,000 characters');
    expect(html).toContain('Send enquiry</button>');
    expect(html).toContain('aria-label="Close"');
  });
});
