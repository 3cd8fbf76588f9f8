import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleContent } from '#content/samples/index.js';
import { sayWith } from '#web/app/phrasebook.js';
import { pageRenderer } from '#web/entry-server.js';
import { ApplicationNotice, type ApplicationOutcomeNotice } from './application-notice.js';

const islandDataSchema = z.object({
  props: z.array(
    z.object({ application: z.object({ phrases: z.record(z.string(), z.string()).optional() }).optional() }),
  ),
});

/** The careers phrasebook the openings island gets on `path`, as the page's HTML carries it. */
function careersPhrasesOf(path: string) {
  const { islandData } = pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
  const json = islandData.match(/<script[^>]*>(.*)<\/script>/s)?.[1] ?? '';
  const island = islandDataSchema.parse(JSON.parse(json)).props.find(({ application }) => application);
  if (!island?.application) throw new Error(`${path} has no job openings island`);
  return island.application.phrases;
}

const accepted: ApplicationOutcomeNotice = { kind: 'accepted', jobId: 'SI-1', reference: 'APP-2026-0001' };
const emailFallback: ApplicationOutcomeNotice = {
  kind: 'email-fallback',
  jobId: 'SI-1',
  emailHref: 'mailto:hr@example.com',
};

function noticeHtml(path: string, notice: ApplicationOutcomeNotice) {
  return renderToStaticMarkup(<ApplicationNotice notice={notice} say={sayWith(careersPhrasesOf(path))} />);
}

describe('the openings on the careers page', () => {
  const render = (path: string) =>
    pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' }).appHtml;

  it('on a Hindi page label each card in Hindi, the opening’s own words as they are', () => {
    const html = render('/hi/careers');
    for (const hindi of ['स्थान: ', 'वेतन: ', 'विवरण देखें', 'ज़िम्मेदारियाँ</h4>', 'अभी आवेदन करें', 'ई-मेल से आवेदन करें'])
      expect(html).toContain(hindi);
    expect(html).not.toMatch(/View Details|Apply Now|Apply via Email|Location: /);
  });

  it('on an English page label them as before', () => {
    const html = render('/careers');
    for (const english of [
      'Location: ',
      'View Details',
      'Responsibilities</h4>',
      'Apply Now',
      'Apply via Email',
    ])
      expect(html).toContain(english);
  });
});

describe('the notices under a job applied for', () => {
  it('on a Hindi page say the success and the e-mail fallback in Hindi', () => {
    expect(noticeHtml('/hi/careers', accepted)).toContain(
      'आवेदन सफलतापूर्वक जमा हो गया! आपके आवेदन का संदर्भ APP-2026-0001 है। हमारी एचआर टीम आपका आवेदन देखेगी। हम एक हफ़्ते के भीतर आपसे संपर्क करेंगे।',
    );
    const fallback = noticeHtml('/hi/careers', emailFallback);
    expect(fallback).toContain('सर्वर उपलब्ध नहीं है। इसके बदले ई-मेल खोला जा रहा है।');
    expect(fallback).toContain('भेजने से पहले ई-मेल में अपना बायोडाटा (PDF) जोड़ दें। अगर कोई ई-मेल नहीं खुला, तो');
    expect(fallback).toMatch(/href="mailto:hr@example.com"[^>]*>.*आवेदन का ई-मेल खोलें<\/a>/);
    expect(fallback).not.toMatch(/Backend|resume|application email/);
  });

  it('on an English page say them as before', () => {
    expect(careersPhrasesOf('/careers')).toBeUndefined();
    expect(noticeHtml('/careers', accepted)).toContain(
      'Application submitted successfully! Your application reference is APP-2026-0001. Our HR team will review your application. We will get back to you within a week.',
    );
    const fallback = noticeHtml('/careers', emailFallback);
    expect(fallback).toContain('Backend not available. Opening email as fallback method.');
    expect(fallback).toContain(
      'Please attach your resume (PDF) to the email before sending it. If no email opened, <a href="mailto:hr@example.com"',
    );
    expect(fallback).toMatch(/open the application email<\/a>\.<\/p>/);
  });
});
