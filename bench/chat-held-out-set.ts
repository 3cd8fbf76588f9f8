/**
 * The chat assistant's held-out set (issue 30): questions written from the public pages as a
 * visitor reads them, before the assistant's understanding tables and the gold set's wording were
 * read, and never tuned against one by one. It measures how far the assistant generalises:
 * typos, Hindi and Bengali in Latin script, follow-ups that lean on a pronoun, several asks in one
 * message, things the company does not carry, off-topic questions sharing a company word, and
 * place questions about towns near (or far from) an office. As in the gold set, every expected
 * fact is read from the content passed in, never typed; what is typed is the question, words a
 * correct answer must (not) use, and for towns without an office the office city nearest to it.
 * Scored by chat-evaluation.ts with bench/lib/chat-scoring.ts.
 */

import type { SiteContent } from '#content/collections.js';
import { anyOf, type Expectation, type Expected } from './lib/chat-scoring.js';

export const heldOutCategories = [
  'typos',
  'hinglish and banglish',
  'follow-ups',
  'multi-part',
  'not carried',
  'off-topic',
  'places',
  'plain questions',
] as const;
type HeldOutCategory = (typeof heldOutCategories)[number];

export type HeldOutCase = Expectation & { category: HeldOutCategory; turns: readonly string[] };

type CaseInput = Partial<Expectation> & { turns: readonly string[] };

/** Words that say something is not so. */
const saysNo = anyOf('no', 'not', "don't", "doesn't", "isn't", "aren't", 'none', 'cannot', "can't");

/** Company facts an off-topic answer has no reason to give. */
function companyFactsIn(content: SiteContent): string[] {
  return [
    ...content.awards.awards.map((award) => award.title),
    ...content.stores.hpWorld.map((store) => store.name),
    ...content.openings.openings.map((opening) => opening.title),
  ];
}

function one<Item>(items: readonly Item[], what: string, matches: (item: Item) => boolean): Item {
  const found = items.filter(matches);
  if (found.length !== 1) throw new Error(`The held-out set expects one ${what}, found ${found.length}`);
  return found[0]!;
}

function readFacts(content: SiteContent) {
  const office = (city: string) =>
    one(content.branches.offices, `office in ${city}`, (branch) => branch.city === city);
  const phoneOf = (item: { phone?: string | undefined }, what: string): string => {
    if (!item.phone) throw new Error(`The held-out set expects a phone for ${what}`);
    return item.phone;
  };
  const officePhone = (city: string) => phoneOf(office(city), city);
  const officeEmail = (city: string) => {
    const email = office(city).email;
    if (!email) throw new Error(`The held-out set expects an e-mail for the ${city} office`);
    return email;
  };
  const storeIn = (place: string) =>
    one(
      content.stores.hpWorld,
      `store at ${place}`,
      (store) => store.name.includes(place) || store.address.includes(place),
    );
  const brand = (name: string) =>
    one(content.brands.brands, `brand ${name}`, (item) => item.name.toLowerCase() === name.toLowerCase());
  const product = (brandName: string, productName: string) =>
    one(brand(brandName).products, `${brandName} ${productName}`, (item) => item.name === productName).name;
  const opening = (title: string) =>
    one(content.openings.openings, `opening ${title}`, (item) => item.title === title);
  const lpa = (value: number): Expected => anyOf(...new Set([String(value), value.toFixed(1)]));
  const service = (title: string) =>
    one(content.services.services, `service ${title}`, (item) => item.title === title);
  const contacts = content.company.contacts;
  return {
    content,
    office,
    officePhone,
    officeEmail,
    storeIn,
    brand,
    product,
    opening,
    lpa,
    service,
    contacts,
  };
}
type Facts = ReturnType<typeof readFacts>;

function typos({ officePhone, officeEmail, storeIn, product, opening, lpa, contacts }: Facts): CaseInput[] {
  return [
    { turns: ['wher is ur ranchi branh?'], mustContain: [officePhone('Ranchi')] },
    { turns: ['phone numbr of patna offce'], mustContain: [officePhone('Patna')] },
    { turns: ['do u have any jobz for accountent'], mustContain: [opening('Senior Accountant').title] },
    { turns: ['lenovo exclusiv store adress'], mustContain: ['Lenovo', 'Kolkata'] },
    { turns: ['hp wrld store in siligur'], mustContain: [storeIn('Siliguri').phone] },
    { turns: ['which brnads do you distribute?'], mustContain: ['HP', 'ASUS', 'Lenovo'] },
    { turns: ['contcat number for sales team'], mustContain: [contacts.sales.phone], contactLink: true },
    {
      turns: ['whats the salry for data analyst'],
      mustContain: [lpa(opening('Data Analyst').salary.minLpa), lpa(opening('Data Analyst').salary.maxLpa)],
    },
    { turns: ['bhubaneshwar branch email'], mustContain: [officeEmail('Bhubaneswar')] },
    {
      turns: ['asus prodcts list'],
      mustContain: [product('ASUS', 'Motherboards'), product('ASUS', 'Graphics Cards')],
    },
  ];
}

function hinglishAndBanglish({
  office,
  officePhone,
  officeEmail,
  storeIn,
  contacts,
  content,
}: Facts): CaseInput[] {
  const corporate = one(content.branches.offices, 'corporate office', (branch) => branch.isCorporate);
  return [
    {
      turns: ['aapka office kahan hai kolkata mein?'],
      mustContain: [anyOf(corporate.address, phoneOfCorporate(corporate))],
    },
    { turns: ['patna mein branch hai kya?'], mustContain: [officePhone('Patna')] },
    { turns: ['HP printer kahan milega durgapur mein'], mustContain: [storeIn('Durgapur').phone] },
    { turns: ['tomader siliguri te office ache?'], mustContain: [officePhone('Siliguri')] },
    {
      turns: ['naukri ke liye kahan apply karu?'],
      mustContain: [anyOf(contacts.hr.email, contacts.hr.phone, '/careers')],
    },
    { turns: ['kon kon se brand bechte ho aap?'], mustContain: ['HP', 'ZEBRONICS'] },
    { turns: ['CCTV camera paoa jabe?'], mustContain: ['CP'] },
    { turns: ['sales team ka number kya hai'], mustContain: [contacts.sales.phone] },
    { turns: ['asansol e HP World store kothay?'], mustContain: [storeIn('Asansol').phone] },
    { turns: ['company kab shuru hui thi?'], mustContain: [String(content.company.foundedYear)] },
    { turns: ['ranchi branch ka email bhejo'], mustContain: [officeEmail('Ranchi')] },
    { turns: ['howrah office ka address kya hai'], mustContain: [office('Howrah').address] },
  ];
}

function phoneOfCorporate(corporate: { phone?: string | undefined; helpline?: string | undefined }): string {
  const phone = corporate.phone ?? corporate.helpline;
  if (!phone) throw new Error('The held-out set expects a phone for the corporate office');
  return phone;
}

function followUps({ officeEmail, storeIn, product, opening, lpa, officePhone }: Facts): CaseInput[] {
  return [
    {
      turns: ['Tell me about WD', 'what do they make?'],
      mustContain: [product('WD', 'External Hard Drives')],
    },
    { turns: ['Do you have a branch in Patna?', 'and their email?'], mustContain: [officeEmail('Patna')] },
    {
      turns: ['Is there an HP World store in Howrah?', "what's its phone number?"],
      mustContain: [storeIn('Howrah').phone],
    },
    {
      turns: ["I'm interested in the Operations Executive job", 'what is the salary?'],
      mustContain: [
        lpa(opening('Operations Executive').salary.minLpa),
        lpa(opening('Operations Executive').salary.maxLpa),
      ],
    },
    {
      turns: ['Any HP stores in Kolkata?', 'which one is in Gariahat?'],
      mustContain: [storeIn('Gariahat').phone],
    },
    {
      turns: ['What does Microtek sell?', 'and Finger?'],
      mustContain: [product('Finger', 'Computer Peripherals')],
    },
    {
      turns: ['Where is your Bhubaneswar branch?', 'and timings?'],
      mustContain: [officePhone('Bhubaneswar')],
      contactLink: true,
    },
    { turns: ['I stay in Dhanbad', 'which office is closest?'], mustContain: ['Asansol'] },
    {
      turns: ['Tell me about the CRM opening', 'what are the requirements?'],
      mustContain: ['Freshers are welcome'],
    },
  ];
}

function multiPart({
  officePhone,
  storeIn,
  product,
  opening,
  contacts,
  content,
  service,
}: Facts): CaseInput[] {
  return [
    {
      turns: ['What is the phone number of the Raiganj branch and is there an HP World store there?'],
      mustContain: [officePhone('Raiganj'), storeIn('Raiganj').phone],
    },
    {
      turns: ['Do you sell Acer projectors, and who do I call for a quote?'],
      mustContain: [product('Acer', 'Projectors'), contacts.sales.phone],
    },
    {
      turns: ['Which jobs are open and what is the HR email?'],
      mustContain: [opening('Data Analyst').title, opening('Sales Coordinator').title, contacts.hr.email],
    },
    {
      turns: ['Give me the Siliguri and Asansol branch phone numbers'],
      mustContain: [officePhone('Siliguri'), officePhone('Asansol')],
    },
    {
      turns: ['What does ESSL make and which service covers it?'],
      mustContain: [product('ESSL', 'Biometric Attendance Systems'), service('Attendance Systems').title],
    },
    {
      turns: ['When was the company founded and how many branches do you have?'],
      mustContain: [
        String(content.company.foundedYear),
        String(content.branches.offices.filter((branch) => !branch.isCorporate).length),
      ],
    },
  ];
}

function notCarried({ contacts, opening }: Facts): CaseInput[] {
  return [
    { turns: ['Do you sell Dell laptops?'], mustContain: [saysNo, 'HP'], contactLink: true },
    { turns: ['Do you have Samsung TVs?'], mustContain: [saysNo], contactLink: true },
    {
      turns: ['Can I buy an iPhone from you?'],
      mustContain: [saysNo, anyOf('mobile phones', 'Telecom')],
      contactLink: true,
    },
    { turns: ['do you sell air conditioners?'], mustContain: [saysNo], contactLink: true },
    {
      turns: ['Do you distribute Canon printers?'],
      mustContain: [saysNo, anyOf('HP', 'TVS')],
      contactLink: true,
    },
    { turns: ['do u sell gaming chairs'], mustContain: [saysNo], contactLink: true },
    {
      turns: ['is there a job for a software developer?'],
      mustContain: [saysNo, opening('Data Analyst').title],
    },
    { turns: ['Do you have an office in Mumbai?'], mustContain: [saysNo], contactLink: true },
    { turns: ['Do you sell washing machines or fridges?'], mustContain: [saysNo, contacts.sales.phone] },
  ];
}

function offTopic({ content }: Facts): CaseInput[] {
  const facts = companyFactsIn(content);
  return [
    { turns: ['who won the match yesterday?'], mustNotContain: facts },
    { turns: ['can you give me a recipe for fish curry?'], mustNotContain: facts },
    { turns: ["what's the weather in Kolkata today?"], mustNotContain: facts },
    { turns: ['who is the prime minister of India?'], mustNotContain: facts },
    {
      turns: ['best movie to watch this weekend with my team?'],
      mustNotContain: [...facts, 'Team Activity'],
    },
    { turns: ['how do I train for a marathon?'], mustNotContain: [...facts, 'Technical Training'] },
    { turns: ['what is the score of the cricket game?'], mustNotContain: facts },
  ];
}

function places({ officePhone, storeIn, content }: Facts): CaseInput[] {
  const lenovoStore = content.retailPage.lenovoStore.title;
  return [
    {
      turns: ['I live in Durgapur, is there anything near me?'],
      mustContain: [officePhone('Durgapur'), storeIn('Durgapur').phone],
    },
    { turns: ["I'm in Bardhaman, where's the nearest office?"], mustContain: ['Durgapur'] },
    { turns: ['closest HP store to Kharagpur?'], mustContain: [anyOf('Howrah', 'Kolkata')] },
    { turns: ['Anything in Jalpaiguri district?'], mustContain: ['Siliguri'] },
    { turns: ['nearest branch to Puri'], mustContain: ['Bhubaneswar'] },
    {
      turns: ['I am from Muzaffarpur, where can I buy HP laptops?'],
      mustContain: ['Patna', storeIn('Patna').phone],
    },
    { turns: ['Rourkela me office hai?'], mustContain: [saysNo, 'Ranchi'] },
    {
      turns: ['Is there a Lenovo store near Salt Lake?'],
      mustContain: [anyOf(lenovoStore, 'Lenovo'), 'Kolkata'],
    },
  ];
}

function plainQuestions({ contacts, content }: Facts): CaseInput[] {
  const award2023 = one(content.awards.awards, 'award of 2023', (award) => award.year === 2023);
  const cin = content.company.cin;
  if (!cin) throw new Error('The held-out set expects a CIN');
  return [
    { turns: ["Who should I call if I can't find a store?"], mustContain: [contacts.support.phone] },
    { turns: ['Do you offer EMI at the Lenovo store?'], mustContain: ['EMI'] },
    {
      turns: ['What kind of support do resellers get?'],
      mustContain: [anyOf('Technical Training', 'training')],
    },
    { turns: ['How many customers have you served?'], mustContain: [content.company.stats.customers] },
    { turns: ['What award did you win in 2023?'], mustContain: [award2023.title] },
    { turns: ["What's the company's CIN?"], mustContain: [cin] },
  ];
}

const casesByCategory: Record<HeldOutCategory, (facts: Facts) => CaseInput[]> = {
  typos,
  'hinglish and banglish': hinglishAndBanglish,
  'follow-ups': followUps,
  'multi-part': multiPart,
  'not carried': notCarried,
  'off-topic': offTopic,
  places,
  'plain questions': plainQuestions,
};

export function buildChatHeldOutSet(content: SiteContent): HeldOutCase[] {
  const facts = readFacts(content);
  return heldOutCategories.flatMap((category) =>
    casesByCategory[category](facts).map((input) => ({
      category,
      turns: input.turns,
      mustContain: input.mustContain ?? [],
      mustNotContain: input.mustNotContain ?? [],
      contactLink: input.contactLink ?? false,
      sources: input.sources ?? [],
    })),
  );
}
