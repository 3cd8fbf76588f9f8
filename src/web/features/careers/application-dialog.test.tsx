import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleContent } from '#content/samples/index.js';
import { applicationMessages } from '#shared/careers.js';
import { sayWith } from '#web/app/phrasebook.js';
import { pageRenderer } from '#web/entry-server.js';
import { ApplicationDialog } from './application-dialog.js';

const setupSchema = z.object({
  positions: z.array(z.string()),
  hrEmail: z.string(),
  phrases: z.record(z.string(), z.string()).optional(),
});
const islandDataSchema = z.object({ props: z.array(z.object({ application: setupSchema.optional() })) });

/** The application dialog's setup as the careers page's HTML carries it. */
function applicationSetupOf(path: string) {
  const { islandData } = pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
  const json = islandData.match(/<script[^>]*>(.*)<\/script>/s)?.[1] ?? '';
  const [setup] = islandDataSchema
    .parse(JSON.parse(json))
    .props.flatMap(({ application }) => (application ? [application] : []));
  if (!setup) throw new Error(`${path} has no application dialog`);
  return setup;
}

function dialogHtml(setup: z.infer<typeof setupSchema>) {
  return renderToStaticMarkup(
    <ApplicationDialog
      job={{ id: '001', title: 'Senior Accountant' }}
      setup={setup}
      onClose={() => {}}
      onAccepted={() => {}}
      onUnreachable={() => {}}
    />,
  );
}

describe('the application dialog in the page’s language', () => {
  it('on a Hindi page shows its title, labels, placeholders and buttons in Hindi', () => {
    const setup = applicationSetupOf('/hi/careers');
    const html = dialogHtml(setup);
    for (const hindi of [
      'Senior Accountant पद के लिए आवेदन</h2>',
      'जॉब आईडी: 001',
      'पहला नाम',
      'placeholder="10 अंकों का मोबाइल नंबर"',
      '>एक पद चुनें</option>',
      '>अन्य</option>',
      'एक PDF फ़ाइल चुनें',
      'सभी फ़ील्ड भरना ज़रूरी है।',
      'आवेदन जमा करें',
      'aria-label="बंद करें"',
    ])
      expect(html).toContain(hindi);
    expect(html).not.toContain('First Name');
    expect(sayWith(setup.phrases)(applicationMessages.resumeNotPdf)).toBe('कृपया केवल PDF फ़ाइल अपलोड करें');
  });

  it('on an English page gets no phrasebook and reads as before', () => {
    const setup = applicationSetupOf('/careers');
    expect(setup).not.toHaveProperty('phrases');
    const html = dialogHtml(setup);
    expect(html).toContain('Apply for Senior Accountant</h2>');
    expect(html).toContain('>Other</option>');
    expect(html).toContain('Submit Application');
  });
});
