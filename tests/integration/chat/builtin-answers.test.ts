import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awards,
  type Branch,
  branches,
  branchOffices,
  brandBySlug,
  brands,
  company,
  corporateOffice,
  generalContact,
  hpWorldStores,
  hrContact,
  jobOpenings,
  lenovoExclusiveStore,
  networkCoverage,
  operatingStates,
  partnershipBenefits,
  productCategories,
  productTypes,
  salesContact,
  services,
  stats,
  telHref,
} from '#content/samples/index.js';
import { formatLpaRange } from '#content/site-content.js';

import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { ask } from './chat-requests.js';

// Every expected fact is read from src/content, so the test follows the content when it changes.

function branchIn(city: string) {
  const branch = branches.find((candidate) => candidate.city === city && !candidate.isCorporate);
  if (!branch) throw new Error(`No branch in ${city}`);
  return branch;
}
function storesIn(city: string) {
  return hpWorldStores.filter((store) => store.city === city);
}
function opening(title: string) {
  const job = jobOpenings.find((candidate) => candidate.title === title);
  if (!job) throw new Error(`No opening ${title}`);
  return job;
}
function service(title: string) {
  const found = services.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No service ${title}`);
  return found;
}
function category(id: string) {
  const found = productCategories.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No category ${id}`);
  return found;
}
function citiesOf(state: string) {
  return networkCoverage.find((coverage) => coverage.state === state)?.cities ?? [];
}

type Case = { question: string; facts: readonly string[]; link: string };

const companyQuestions: Case[] = [
  // Branches by city and state
  {
    question: 'Where are your branches?',
    facts: networkCoverage.flatMap((s) => s.cities),
    link: '/distribution',
  },
  {
    question: 'Which branches do you have in West Bengal?',
    facts: citiesOf('West Bengal'),
    link: '/distribution',
  },
  { question: 'Do you have an office in Bihar?', facts: citiesOf('Bihar'), link: '/distribution' },
  {
    question: 'Which city is your Jharkhand branch in?',
    facts: citiesOf('Jharkhand'),
    link: '/distribution',
  },
  { question: 'Do you have a branch in Odisha?', facts: citiesOf('Odisha'), link: '/distribution' },
  {
    question: 'How many branches do you have?',
    facts: [String(branchOffices.length)],
    link: '/distribution',
  },
  // A branch's phone, address, e-mail
  {
    question: 'What is the phone number of the Patna branch?',
    facts: [branchIn('Patna').phone],
    link: '/distribution',
  },
  {
    question: 'How can I call the Siliguri branch?',
    facts: [branchIn('Siliguri').phone],
    link: '/distribution',
  },
  { question: 'Ranchi branch phone number', facts: [branchIn('Ranchi').phone], link: '/distribution' },
  {
    question: 'What is the address of the Durgapur branch?',
    facts: [branchIn('Durgapur').address],
    link: '/distribution',
  },
  { question: 'Email of the Raiganj branch?', facts: [branchIn('Raiganj').email], link: '/distribution' },
  { question: 'Where is your head office?', facts: [corporateOffice.address], link: '/distribution' },
  { question: 'What is the helpline number?', facts: [corporateOffice.helpline], link: '/distribution' },
  // Brands, by need
  {
    question: 'Which brands do you have for security?',
    facts: category('security-solutions').brands,
    link: '/products',
  },
  {
    question: 'Which brands do you offer for CCTV and surveillance?',
    facts: service('Security & Surveillance').partners,
    link: '/services',
  },
  {
    question: 'Which brand do you distribute for attendance systems?',
    facts: service('Attendance Systems').partners,
    link: '/services',
  },
  { question: 'Which brands do you work with?', facts: brands.map((b) => b.name), link: '/products' },
  {
    question: 'What HP products do you sell?',
    facts: brandBySlug('hp').products.map((p) => p.name),
    link: '/brands/hp',
  },
  { question: 'Tell me about ASUS', facts: [brandBySlug('asus').description], link: '/brands/asus' },
  {
    question: 'Do you distribute Microtek UPS?',
    facts: brandBySlug('microtek').products.map((p) => p.name),
    link: '/brands/microtek',
  },
  {
    question: 'Do you sell Lenovo laptops?',
    facts: brandBySlug('lenovo').products.map((p) => p.name),
    link: '/brands/lenovo',
  },
  {
    question: 'Do you sell WD hard drives?',
    facts: brandBySlug('wd').products.map((p) => p.name),
    link: '/brands/wd',
  },
  // HP World stores
  { question: 'Where are the HP World stores?', facts: hpWorldStores.map((s) => s.city), link: '/retail' },
  {
    question: 'How many HP World stores do you have?',
    facts: [String(hpWorldStores.length)],
    link: '/retail',
  },
  {
    question: 'Which HP World stores are in Kolkata?',
    facts: storesIn('Kolkata').flatMap((s) => [s.name, s.phone]),
    link: '/retail',
  },
  {
    question: 'Is there an HP World store in Patna?',
    facts: storesIn('Patna').flatMap((s) => [s.name, s.address]),
    link: '/retail',
  },
  {
    question: 'What is the phone number of HP World Howrah?',
    facts: storesIn('Howrah').map((s) => s.phone),
    link: '/retail',
  },
  // The Lenovo store
  {
    question: 'What services does the Lenovo store offer?',
    facts: lenovoExclusiveStore.services.map((s) => s.title),
    link: '/retail',
  },
  {
    question: 'Can I buy on EMI at the Lenovo exclusive store?',
    facts: lenovoExclusiveStore.services.map((s) => s.description),
    link: '/retail',
  },
  // Jobs and how to apply
  { question: 'Do you have any job openings?', facts: jobOpenings.map((j) => j.title), link: '/careers' },
  { question: 'Are you hiring?', facts: jobOpenings.map((j) => j.title), link: '/careers' },
  {
    question: 'What is the salary for the Data Analyst job?',
    facts: [formatLpaRange(opening('Data Analyst').salary)],
    link: '/careers',
  },
  {
    question: 'What are the requirements for the Senior Accountant role?',
    facts: opening('Senior Accountant').requirements,
    link: '/careers',
  },
  {
    question: 'Who does the Sales Coordinator report to?',
    facts: [opening('Sales Coordinator').reportsTo ?? ''],
    link: '/careers',
  },
  { question: 'What is the Job ID of the CRM opening?', facts: [opening('CRM').id], link: '/careers' },
  { question: 'How do I apply for a job?', facts: ['Apply Now', hrContact.email], link: '/careers' },
  { question: 'Can I send my resume by email?', facts: [hrContact.email], link: '/careers' },
  // Company facts
  { question: 'When was the company founded?', facts: [String(company.foundedYear)], link: '/about' },
  { question: 'How many years of experience do you have?', facts: [stats.years], link: '/about' },
  { question: 'Which states do you cover?', facts: operatingStates, link: '/distribution' },
  { question: 'How many brand partners do you have?', facts: [stats.brandPartners], link: '/products' },
  { question: 'How many customers have you served?', facts: [stats.customers], link: '/about' },
  { question: 'What services do you offer?', facts: services.map((s) => s.title), link: '/services' },
  {
    question: 'What kinds of products do you sell?',
    facts: productTypes.map((t) => t.title),
    link: '/products',
  },
  {
    question: 'How do I become a reseller partner?',
    facts: partnershipBenefits.map((b) => b.title),
    link: '/distribution',
  },
  { question: 'What awards have you won?', facts: awards.map((a) => a.title), link: '/activities' },
  // Contact
  {
    question: 'How can I contact you?',
    facts: [generalContact.phone, generalContact.email],
    link: '/contact',
  },
  { question: "What is the sales team's phone number?", facts: [salesContact.phone], link: '/contact' },
  { question: 'How can I reach HR?', facts: [hrContact.phone, hrContact.email], link: '/contact' },
];

const offTopicQuestions = [
  "What's the weather like in Paris today?",
  'Who won the last cricket world cup?',
  'Can you write me a poem about the sea?',
  'What is the capital of Australia?',
  'How do I bake a chocolate cake?',
  'What is the current price of bitcoin?',
  'Who is the prime minister of Japan?',
  'Recommend a good movie to watch tonight',
  'Translate good night into French',
  'What is the square root of 144?',
];

/** Company questions whose answer is not in src/content: said so, never guessed, with a person to ask. */
const unknownFactQuestions = [
  ['Who is your CEO?', 'does not include'],
  ['What is your annual revenue?', 'I could not find that'],
  ['Do you sell iPhones?', 'we do not carry iPhone'],
  ['Do you have a store in Mumbai?', 'No, we do not have a store in Mumbai'],
] as const;

const declinedLead = `I can only answer questions about ${company.name}`;
const generalWhatsapp = `https://wa.me/${corporateOffice.whatsapp.replace(/\D/g, '')}?text=`;

/** Every phone number the content holds, in the form the answers write them. */
const allPhones = new Set(
  [...branches.flatMap((b: Branch) => [b.phone, b.helpline]), ...hpWorldStores.map((s) => s.phone)].filter(
    (phone) => phone !== undefined,
  ),
);

describe.each(databaseEngines)('the built-in assistant on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Many questions from one address: the rate limits have their own test.
    testApp = await createTestApp(engine, { RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('has at least 40 company questions to answer', () => {
    expect(companyQuestions.length).toBeGreaterThanOrEqual(40);
  });

  it.each(companyQuestions)(
    'answers "$question" with the facts and a link to their page',
    async (testCase) => {
      const { reply, mode } = await ask(testApp.app, testCase.question);
      expect(mode).toBe('builtin');
      for (const fact of testCase.facts) expect(reply).toContain(fact);
      expect(reply).toContain(`](${testCase.link})`);
    },
  );

  it.each(offTopicQuestions)('declines the off-topic "%s" and says how to reach a person', async (text) => {
    const { reply } = await ask(testApp.app, text);
    expect(reply.startsWith(declinedLead)).toBe(true);
    expect(reply).toContain(`](${telHref(generalContact.phone)})`);
    expect(reply).toContain(`](${generalWhatsapp}${encodeURIComponent(text)})`);
  });

  it.each(unknownFactQuestions)(
    'answers "%s", whose answer is not in the content, as such',
    async (text, saying) => {
      const { reply } = await ask(testApp.app, text);
      expect(reply).toContain(saying);
      expect(reply).toMatch(/\]\((tel:|mailto:|https:\/\/wa\.me\/)/);
    },
  );

  it.each(['1', '7?', '1 2 3', 'x'])('declines "%s": a lone digit or letter names no topic', async (text) => {
    const { reply } = await ask(testApp.app, text);
    expect(reply.startsWith(declinedLead)).toBe(true);
  });

  it('declines with the general contact and no other fact', async () => {
    const { reply: declinedAnswer } = await ask(testApp.app, 'What is the capital of Australia?');
    expect(declinedAnswer).toContain(generalContact.phone);
    expect(declinedAnswer).toContain(telHref(generalContact.phone));
    expect(declinedAnswer).toContain(`mailto:${generalContact.email}`);
    expect(declinedAnswer).toContain('](/contact)');
    const phonesNamed = [...allPhones].filter((phone) => declinedAnswer.includes(phone));
    expect(phonesNamed).toEqual([generalContact.phone]);
    for (const brand of brands) expect(declinedAnswer).not.toContain(`/brands/${brand.slug}`);
  });

  it('answers a greeting with what it can help with', async () => {
    const { reply } = await ask(testApp.app, 'Hello');
    expect(reply).toMatch(/^Hello!/);
  });

  it('answers the last question of a longer conversation', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        messages: [
          { role: 'user', content: 'Do you have any job openings?' },
          { role: 'assistant', content: 'We have 5 openings.' },
          { role: 'user', content: 'What is the phone number of the Patna branch?' },
        ],
      },
    });
    expect(response.json().data.reply).toContain(branchIn('Patna').phone);
  });
});
