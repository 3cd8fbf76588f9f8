// What a question in Bengali or Hindi asks that one page of the site answers (issue 48), in the
// words of that page in the language: an opening's salary, requirements and last day to apply
// (the careers page), the awards (the activities page), the help line for finding a store and
// the Lenovo store's range and whereabouts (the retail page), and what a reseller partner gets
// (the distribution page). Nothing the pages do not hold: the Lenovo store has no published street
// address or phone, and the answer says so.

import { activeOpenings, istDay, type Opening, type SiteContent } from '#content/index.js';
import bengaliDistributionWords from '#content/interface-text/bn/distribution.json' with { type: 'json' };
import hindiDistributionWords from '#content/interface-text/hi/distribution.json' with { type: 'json' };
import { emailLink, markdownLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import type { IndicReading } from '#server/services/chat/understanding/indic-reading.js';
import { comparable, type IndicLanguage } from '#server/services/chat/understanding/message-script.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import type { CompanySection } from './indic-company-facts.js';
import { inLanguage } from './indic-location-facts.js';
import { applyByText, countIn, type IndicSentences, salaryText } from './indic-sentences.js';

/**
 * The openings the reading asks of (`content`: in English, `shown`: in the language): those it
 * names, each with its salary, last day or requirements; else, asked of jobs, the open ones (with
 * their last days when those are asked).
 */
export function openingSections(
  reading: IndicReading,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
  now: Date,
): CompanySection[] {
  const { facts, language } = reading;
  const careers = markdownLink(say.careers, inLanguage('/careers', language));
  const shownOf = (opening: Opening) =>
    shown.openings.openings.find((candidate) => candidate.id === opening.id) ?? opening;
  const lastDay = (opening: Opening) =>
    opening.validThrough
      ? fillPlaceholders(say.applyBy, {
          title: shownOf(opening).title,
          applyBy: applyByText(opening.validThrough, language),
        })
      : fillPlaceholders(say.noApplyBy, { title: shownOf(opening).title });

  if (reading.openings.length > 0)
    return [
      {
        fact: 'first',
        // Each opening with what is asked of it: its salary, its last day, its requirements (also
        // when nothing else is asked: 'CRM পদে ফ্রেশার নেবে? বেতন কত?' asks two of them).
        paragraphs: reading.openings.flatMap((opening) => {
          const { title, location, requirements } = shownOf(opening);
          const salary = facts.has('salary')
            ? [fillPlaceholders(say.salary, { title, salary: salaryText(opening.salary, language), careers })]
            : [];
          const applyBy = facts.has('applyBy') ? [`${lastDay(opening)} ${careers}`] : [];
          const asksRequirements = facts.has('requirements') || (salary.length === 0 && applyBy.length === 0);
          const details = asksRequirements
            ? [
                fillPlaceholders(say.opening, {
                  title,
                  location,
                  requirements: requirements.join('; '),
                  careers,
                }),
              ]
            : [];
          return [...details, ...salary, ...applyBy];
        }),
      },
    ];
  if (!facts.has('jobs')) return [];
  const open = activeOpenings(content, istDay(now));
  if (open.length === 0) return [{ fact: 'jobs', paragraphs: [fillPlaceholders(say.noJobs, { careers })] }];
  if (facts.has('applyBy'))
    return [
      {
        fact: 'jobs',
        paragraphs: [say.applyByList, open.map((opening) => `- ${lastDay(opening)}`).join('\n')],
      },
    ];
  return [
    {
      fact: 'jobs',
      paragraphs: [
        fillPlaceholders(say.jobs, {
          openings: open.map((opening) => shownOf(opening).title).join(', '),
          careers,
        }),
      ],
    },
  ];
}

/** Words shorter than this ('के', 'হলে') are a heading's grammar, not what it is about. */
const MIN_HEADING_WORD_LENGTH = 4;

/**
 * The words of the distribution page's "Partnership Benefits" heading in each language that are
 * not its words for partners ('সুবিধা', 'फ़ायदे'): a reseller using one asks what a partner gets.
 */
const benefitWords: Record<IndicLanguage, string[]> = {
  bn: headingOwnWords(bengaliDistributionWords),
  hi: headingOwnWords(hindiDistributionWords),
};

function headingOwnWords(pageWords: Record<string, string>): string[] {
  const wordsOf = (text: string | undefined) =>
    comparable(text ?? '')
      .split(/[^\p{L}\p{M}]+/u)
      .filter((word) => [...word].length >= MIN_HEADING_WORD_LENGTH);
  const partnerWords = new Set(wordsOf(pageWords['Our Brand Partners']));
  return wordsOf(pageWords['Partnership Benefits']).filter((word) => !partnerWords.has(word));
}

/**
 * The awards, the stores' help line, the Lenovo store's range and whereabouts and what a reseller
 * partner gets, as far as the reading asks them (`content`: in English, `shown`: in the language).
 */
export function pageSections(
  reading: IndicReading,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
  message: string,
): CompanySection[] {
  const { facts, language } = reading;
  const { general, support } = content.company.contacts;
  const sections: CompanySection[] = [];

  if (facts.has('awards')) {
    const awards = shown.awards.awards.map(
      (award) => `- **${award.title}** (${award.organization}, ${countIn(award.year, language, false)})`,
    );
    sections.push({ fact: 'awards', paragraphs: awards.length > 0 ? [say.awards, awards.join('\n')] : [] });
  }

  // The Lenovo store is the retail page's store whose title names a brand the question names.
  const lenovoStore = content.retailPage.lenovoStore;
  const shownStore = shown.retailPage.lenovoStore;
  const asksLenovoStore =
    facts.has('store') &&
    reading.brands.some((brand) => lenovoStore.title.toLowerCase().includes(brand.name.toLowerCase()));
  if (asksLenovoStore && (facts.has('products') || facts.has('brands')))
    sections.push({
      fact: 'products',
      paragraphs: [
        fillPlaceholders(say.storeRange, {
          store: shownStore.title,
          products: shownStore.productRange.join(', '),
        }),
      ],
    });
  if (asksLenovoStore && ['address', 'phone', 'email'].some((fact) => facts.has(fact as never)))
    sections.push({
      fact: 'address',
      paragraphs: [
        shownStore.text,
        fillPlaceholders(say.storeNotPublished, {
          store: shownStore.title,
          map: markdownLink(shownStore.findStore.label, shownStore.findStore.href),
          phone: phoneLink(general.phone),
          email: emailLink(general.email),
        }),
      ],
    });

  // 'I cannot find the nearest store': the retail page's help line, when no store is named.
  const noneNamed = reading.stores.length === 0 && reading.elsewhere === undefined && !asksLenovoStore;
  if (facts.has('nearest') && facts.has('store') && noneNamed)
    sections.push({
      fact: 'store',
      paragraphs: [
        fillPlaceholders(say.storeHelp, { help: shown.stores.help.text, phone: phoneLink(support.phone) }),
      ],
    });

  // A reseller asking what it gets: the distribution page's partnership benefits.
  const asked = comparable(message);
  const asksBenefits =
    ['support', 'services', 'products'].some((fact) => facts.has(fact as never)) ||
    benefitWords[language].some((word) => asked.includes(word));
  if (facts.has('dealer') && asksBenefits)
    sections.push({
      fact: 'dealer',
      paragraphs: [
        say.partnerBenefits,
        shown.distributionPage.benefits
          .map((benefit) => `- ${fillPlaceholders(say.service, benefit)}`)
          .join('\n'),
      ],
    });
  return sections;
}
