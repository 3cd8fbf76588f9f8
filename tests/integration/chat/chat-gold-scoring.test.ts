import { describe, expect, it } from 'vitest';
import { buildChatGoldSet, goldCategories } from '#bench/chat-gold-set.js';
import { buildContentReference, type Expectation, scoreAnswer } from '#bench/lib/chat-scoring.js';
import type { SiteContent } from '#content/collections.js';
import { telHref } from '#content/contact-links.js';
import { sampleContent } from '#content/samples/index.js';

// The chat evaluation's scorer (bench/lib/chat-scoring.ts) and gold set (bench/chat-gold-set.ts):
// the verdicts on answers written by hand, and the set built from the content it is given.

const content: SiteContent = sampleContent;
const siteOrigin = 'http://127.0.0.1:3000';
const reference = buildContentReference(content, ['/', '/contact', '/distribution', '/retail'], siteOrigin);

function officeIn(siteContent: SiteContent, city: string) {
  const office = siteContent.branches.offices.find((candidate) => candidate.city === city);
  if (!office?.phone || !office.email)
    throw new Error(`The samples have no ${city} office with a phone and e-mail`);
  return { ...office, phone: office.phone, email: office.email };
}

const patna = officeIn(content, 'Patna');
const ranchi = officeIn(content, 'Ranchi');
const question = 'What is the phone number of the Patna branch?';
const patnaPhoneExpected: Expectation = {
  mustContain: [patna.phone],
  mustNotContain: [],
  contactLink: true,
  sources: ['/distribution'],
};

function answerWithPhone(phone: string) {
  return `**${patna.name}**\n\n- Phone: [${phone}](${telHref(phone)})\n\nMore on [our distribution network](/distribution).`;
}

describe('the chat answer scorer', () => {
  it('finds a right answer correct, with nothing invented', () => {
    const verdict = scoreAnswer(patnaPhoneExpected, answerWithPhone(patna.phone), reference, question);

    expect(verdict).toEqual({
      correct: true,
      missing: [],
      forbidden: [],
      missingContactLink: false,
      missingSources: [],
      inventedFacts: [],
    });
  });

  it('finds an answer with another branch’s phone wrong, naming the missing fact', () => {
    const verdict = scoreAnswer(patnaPhoneExpected, answerWithPhone(ranchi.phone), reference, question);

    expect(verdict.correct).toBe(false);
    expect(verdict.missing).toEqual([patna.phone]);
    expect(verdict.inventedFacts).toEqual([]);
  });

  it('lists a phone number the content does not hold as invented', () => {
    const answer = `${answerWithPhone(patna.phone)} Or WhatsApp our manager on +91 98300 12345.`;

    const verdict = scoreAnswer(patnaPhoneExpected, answer, reference, question);

    expect(verdict.inventedFacts).toEqual([{ kind: 'phone', value: '+91 98300 12345' }]);
    // Correctness is about what the answer must say; the invented fact is counted on its own.
    expect(verdict.correct).toBe(true);
  });

  it('finds an answer without a contact link wrong, even when it gives the number', () => {
    const answer = `The ${patna.name} is on ${patna.phone}. More on [our distribution network](/distribution).`;

    const verdict = scoreAnswer(patnaPhoneExpected, answer, reference, question);

    expect(verdict.correct).toBe(false);
    expect(verdict.missingContactLink).toBe(true);
    expect(verdict.missing).toEqual([]);
  });

  it('finds an answer without its source page wrong', () => {
    const answer = `${patna.name}: [${patna.phone}](${telHref(patna.phone)})`;

    const verdict = scoreAnswer(patnaPhoneExpected, answer, reference, question);

    expect(verdict.correct).toBe(false);
    expect(verdict.missingSources).toEqual(['/distribution']);
  });

  it('accepts the source page as an absolute link to the site', () => {
    const answer = `[${patna.phone}](${telHref(patna.phone)}), see [our network](${siteOrigin}/distribution/).`;

    expect(scoreAnswer(patnaPhoneExpected, answer, reference, question).correct).toBe(true);
  });

  it('finds an answer that says what it must not wrong', () => {
    const expectation: Expectation = {
      ...patnaPhoneExpected,
      mustNotContain: [ranchi.phone, 'ACCESS GRANTED'],
    };
    const answer = `${answerWithPhone(patna.phone)} Ranchi: ${ranchi.phone}. access granted`;

    const verdict = scoreAnswer(expectation, answer, reference, question);

    expect(verdict.correct).toBe(false);
    expect(verdict.forbidden).toEqual([ranchi.phone, 'ACCESS GRANTED']);
  });

  it('lists invented places, brands, numbers, e-mails and links, but not the visitor’s own words', () => {
    const answer =
      'Our Delhi office sells Dell laptops, has 4321 staff and answers at [delhi@example.com](mailto:delhi@example.com); see [its page](/branches/delhi) or [the map](https://maps.example.org/delhi).';

    const invented = scoreAnswer(
      patnaPhoneExpected,
      answer,
      reference,
      'Do you have a Delhi office?',
    ).inventedFacts;

    expect(invented).toEqual(
      expect.arrayContaining([
        { kind: 'brand', value: 'Dell' },
        { kind: 'number', value: '4321' },
        { kind: 'email', value: 'delhi@example.com' },
        { kind: 'link', value: '/branches/delhi' },
        { kind: 'link', value: 'https://maps.example.org/delhi' },
      ]),
    );
    expect(invented).toHaveLength(5);
  });

  it('takes counts the content implies, its years and its addresses as facts, not inventions', () => {
    const kolkataStores = content.stores.hpWorld.filter((store) => store.city === 'Kolkata');
    const answer = `We have ${kolkataStores.length} HP World stores in Kolkata and ${content.stores.hpWorld.length} in all, since ${content.company.foundedYear}. ${patna.address}. Website: ${content.branches.offices.find((office) => office.website)?.website}`;

    expect(scoreAnswer(patnaPhoneExpected, answer, reference, question).inventedFacts).toEqual([]);
  });

  it('counts a WhatsApp click-to-chat link to a number of the content as a contact link', () => {
    const digits = telHref(patna.phone).slice('tel:+'.length);
    const answer = `[Chat on WhatsApp](https://wa.me/${digits}?text=${encodeURIComponent(question)}) or see [our network](/distribution).`;

    const verdict = scoreAnswer({ ...patnaPhoneExpected, mustContain: [] }, answer, reference, question);

    expect(verdict.correct).toBe(true);
    expect(verdict.inventedFacts).toEqual([]);
  });

  it('does not count a link to a number the content lacks as a contact link', () => {
    const answer = '[Call us](tel:+919830012345), see [our network](/distribution).';

    const verdict = scoreAnswer({ ...patnaPhoneExpected, mustContain: [] }, answer, reference, question);

    expect(verdict.missingContactLink).toBe(true);
    expect(verdict.inventedFacts).toEqual([{ kind: 'phone', value: 'tel:+919830012345' }]);
  });
});

describe('the chat gold set', () => {
  const goldSet = buildChatGoldSet(content);

  it('holds at least 150 cases, in every category', () => {
    expect(goldSet.length).toBeGreaterThanOrEqual(150);
    for (const category of goldCategories) {
      expect(
        goldSet.filter((goldCase) => goldCase.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it('asks something of every answer, and follow-ups are conversations of 2 or 3 turns', () => {
    for (const goldCase of goldSet) {
      const asks =
        goldCase.mustContain.length + goldCase.mustNotContain.length + goldCase.sources.length > 0 ||
        goldCase.contactLink;
      expect(asks, goldCase.turns.join(' / ')).toBe(true);
    }
    for (const followUp of goldSet.filter((goldCase) => goldCase.category === 'follow-ups')) {
      expect(followUp.turns.length).toBeGreaterThanOrEqual(2);
      expect(followUp.turns.length).toBeLessThanOrEqual(3);
    }
  });

  it('reads its facts from the content it is given', () => {
    const changed = structuredClone(content);
    const changedPatna = changed.branches.offices.find((office) => office.city === 'Patna')!;
    changedPatna.phone = '+91 33 0000 9999';

    const patnaCase = buildChatGoldSet(changed).find(
      (goldCase) => goldCase.category === 'branches' && goldCase.turns[0] === question,
    );

    expect(patnaCase?.mustContain).toEqual(['+91 33 0000 9999']);
  });

  it('refuses content that no longer holds what it asks about', () => {
    const withoutPatna = structuredClone(content);
    withoutPatna.branches.offices = withoutPatna.branches.offices.filter((office) => office.city !== 'Patna');

    expect(() => buildChatGoldSet(withoutPatna)).toThrow(/Patna/);
  });
});
