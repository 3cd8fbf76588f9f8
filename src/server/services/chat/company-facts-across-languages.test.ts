// Facts of the company asked in other ways than the earlier tests ask them, in Bengali, Hindi,
// Banglish, Hinglish and English: since when it has been in business, how many customers it has
// served, whether an opening takes freshers beside its salary, an opening's title in another
// spelling or script, a branch asked of by its state, a kind of product one of its services
// names, a store named by its brand and town, and a price it does not publish. Every expected
// fact is read from the sample content.

import { describe, expect, it } from 'vitest';
import {
  answerer,
  bengaliDigits,
  content,
  expectAnsweredIn,
  office,
  opening,
  store,
} from './indic-answers.test-support.js';

const answerOf = (question: string, page?: 'bn' | 'hi') => answerer.answer([question], page);
/** A figure as the answer's script writes it. */
const inScript = (figure: string, script: 'bn' | 'hi') => (script === 'bn' ? bengaliDigits(figure) : figure);

describe('since when the company has been in business', () => {
  it.each([
    { question: 'আপনারা কত বছর ধরে ব্যবসা করছেন?', page: undefined, script: 'bn' as const },
    { question: 'आपका कारोबार कब से चल रहा है?', page: undefined, script: 'hi' as const },
    { question: 'apnader business kobe theke cholche?', page: 'bn' as const, script: 'bn' as const },
    { question: 'aapka business kab se chal raha hai?', page: 'hi' as const, script: 'hi' as const },
  ])('"$question" is answered with the founding year', ({ question, page, script }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(inScript(String(content.company.foundedYear), script));
  });

  it('"how long has your business been running?" gives the founding year', () => {
    expect(answerOf('how long has your business been running?').markdown).toContain(
      String(content.company.foundedYear),
    );
  });

  it('"since when" of a shop\'s morning asks its hours, not the founding', () => {
    const reply = answerOf('दुकान सुबह कब से खुलती है?');
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).not.toContain(String(content.company.foundedYear));
  });
});

describe('how many customers the company has served', () => {
  it.each([
    { question: 'এখন পর্যন্ত কতজন কাস্টমার পেয়েছেন?', page: undefined, script: 'bn' as const },
    { question: 'कितने क्लाइंट हैं आपके?', page: undefined, script: 'hi' as const },
    { question: 'koto client ache apnader?', page: 'bn' as const, script: 'bn' as const },
    { question: 'aapke kitne customers hain?', page: 'hi' as const, script: 'hi' as const },
  ])('"$question" gives the customers figure, not the branches', ({ question, page, script }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(inScript(content.company.stats.customers, script));
  });

  it('"how many clients have you served?" gives the customers figure', () => {
    expect(answerOf('how many clients have you served?').markdown).toContain(content.company.stats.customers);
  });

  it('a customer-care number asks the number, not the figure', () => {
    const reply = answerOf('कस्टमर केयर नंबर दीजिए');
    expect(reply.markdown).toContain(content.company.contacts.general.phone);
    expect(reply.markdown).not.toContain(content.company.stats.customers);
  });
});

describe('an opening: freshers and salary together, its title spelt otherwise', () => {
  const salesCoordinator = opening('Sales Coordinator');
  const dataAnalyst = opening('Data Analyst');
  it.each([
    {
      question: 'সেলস কোঅর্ডিনেটর পদে ফ্রেশাররা আবেদন করতে পারে? বেতন কত?',
      page: undefined,
      script: 'bn' as const,
      job: salesCoordinator,
    },
    {
      question: 'क्या डेटा एनालिस्ट के लिए फ्रेशर चल जाएगा, और वेतन कितना है?',
      page: undefined,
      script: 'hi' as const,
      job: dataAnalyst,
    },
    {
      question: 'Data Analyst me fresher chalega? salary kitni hai?',
      page: 'hi' as const,
      script: 'hi' as const,
      job: dataAnalyst,
    },
    {
      question: 'Sales Coordinator e fresher chalbe? maine koto?',
      page: 'bn' as const,
      script: 'bn' as const,
      job: salesCoordinator,
    },
  ])('"$question" gives the requirements and the salary', ({ question, page, script, job }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, script);
    const [minimum = '', maximum = ''] = [job.salary.minLpa, job.salary.maxLpa].map((lpa) =>
      inScript(lpa.toFixed(1), script),
    );
    expect(reply.markdown).toContain(minimum);
    expect(reply.markdown).toContain(maximum);
    // The requirements' sentence names where the opening is.
    expect(reply.markdown).toMatch(script === 'bn' ? /অফিস|কলকাতা/ : /कोलकाता/);
  });

  it.each([
    { question: 'অপারেশন্স এক্সিকিউটিভ পদের বেতন কত?', script: 'bn' as const, title: 'Operations Executive' },
    { question: 'सेल्स कोआर्डिनेटर का वेतन कितना है?', script: 'hi' as const, title: 'Sales Coordinator' },
    { question: 'ऑपरेशन्स एक्ज़ीक्यूटिव की तनख्वाह?', script: 'hi' as const, title: 'Operations Executive' },
  ])('"$question" names the $title opening in another spelling', ({ question, script, title }) => {
    const reply = answerOf(question);
    expectAnsweredIn(reply, script);
    const { minLpa, maxLpa } = opening(title).salary;
    expect(reply.markdown).toContain(inScript(minLpa.toFixed(1), script));
    expect(reply.markdown).toContain(inScript(maxLpa.toFixed(1), script));
  });
});

describe('a branch asked of by its state', () => {
  it.each([
    { question: 'বিহারে আপনাদের শাখা কোথায়?', script: 'bn' as const, id: 'patna' },
    { question: 'झारखंड में आपका ऑफिस किस शहर में है?', script: 'hi' as const, id: 'ranchi' },
  ])('"$question" gives the branch in that state', ({ question, script, id }) => {
    const reply = answerOf(question);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(office(id).address);
  });
});

describe('a kind of product one of our services names', () => {
  const telecom = content.services.services.find((service) => service.otherWords?.includes('mobile phones'));
  it.each([
    { question: 'মোবাইল ফোন পাওয়া যাবে?', page: undefined, script: 'bn' as const },
    { question: 'क्या आपके यहाँ मोबाइल फोन मिलते हैं?', page: undefined, script: 'hi' as const },
    { question: 'mobile phone paben?', page: 'bn' as const, script: 'bn' as const },
    { question: 'mobile phone milte hain kya?', page: 'hi' as const, script: 'hi' as const },
  ])(
    '"$question" is answered with the service and its brands, not our number',
    ({ question, page, script }) => {
      const reply = answerOf(question, page);
      expectAnsweredIn(reply, script);
      for (const partner of telecom?.partners ?? ['(no telecom service)'])
        expect(reply.markdown).toContain(partner);
      expect(reply.markdown).not.toContain(content.company.contacts.general.phone);
    },
  );

  it('"our mobile number" still asks our phone', () => {
    expect(answerOf('আপনাদের মোবাইল নম্বর কত?').markdown).toContain(content.company.contacts.general.phone);
  });
});

describe('a store named by its brand and town', () => {
  it.each([
    { question: 'রাঁচির HP World-এর ফোন নম্বর?', storeId: 'ranchi', officeId: 'ranchi' },
    { question: 'एक बात, पटना वाले HP World-का फ़ोन नंबर?', storeId: 'patna', officeId: 'patna' },
  ])('"$question" gives the store\'s number, not the branch\'s', ({ question, storeId, officeId }) => {
    const reply = answerOf(question);
    expect(reply.markdown).toContain(store(storeId).phone);
    expect(reply.markdown).not.toContain(office(officeId).phone ?? '(none)');
  });

  it('"একটা" ("one") asks no count: the branch named is answered, not the list of branches', () => {
    const reply = answerOf('একটা কথা, শিলিগুড়ি শাখার ফোন নম্বর কী?');
    expect(reply.markdown).toContain(office('siliguri').phone ?? '(none)');
    expect(reply.markdown).not.toContain('শাখা আছে');
  });
});

describe('a price the content does not publish', () => {
  it.each([
    'how much is an ASUS monitor at HP World Salt Lake?',
    'How much does a Lenovo laptop cost at your shop?',
    'HP printer kitne ka hai?',
  ])('"%s" says prices are not published and gives a way to ask, never a price', (question) => {
    const reply = answerOf(question);
    expect(reply.kind).toBe('unknown');
    expect(reply.markdown).toMatch(/tel:|mailto:/);
    expect(reply.markdown).not.toMatch(/₹|\brs\.?\s*\d|rupees/i);
  });
});
