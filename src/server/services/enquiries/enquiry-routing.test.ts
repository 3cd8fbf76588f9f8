import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { type RoutableEnquiry, routeEnquiry } from './enquiry-routing.js';

const content = sampleContent;
const enquiry = (fields: Partial<RoutableEnquiry>): RoutableEnquiry => ({
  place: 'Kolkata',
  topic: 'sales',
  customerType: 'business',
  ...fields,
});

describe('routing an enquiry to one office', () => {
  it('sends a Gaya PIN (823001) to Patna through the Gaya district, and says so', () => {
    const decision = routeEnquiry(enquiry({ place: '823001' }), content);
    expect(decision).toMatchObject({ officeId: 'patna', officeName: 'Patna Branch', district: 'Gaya' });
    expect(decision.reason).toBe('PIN 823001 → Gaya district → Patna Branch');
  });

  it('reads a PIN inside the text, with a space in it', () => {
    expect(routeEnquiry(enquiry({ place: 'Gaya 823 001' }), content).reason).toBe(
      'PIN 823001 → Gaya district → Patna Branch',
    );
  });

  it('routes a town typed by name through its district', () => {
    expect(routeEnquiry(enquiry({ place: 'Siliguri' }), content)).toMatchObject({ officeId: 'siliguri' });
    expect(routeEnquiry(enquiry({ place: 'bhagalpur, Bihar' }), content)).toMatchObject({
      officeId: 'patna',
    });
    expect(routeEnquiry(enquiry({ place: 'Calcutta' }), content).officeId).toBe('kolkata-corporate');
  });

  it('prefers a PIN prefix an office lists over the district rule', () => {
    const edited = structuredClone(content);
    const ranchi = edited.enquiryRouting.coverage.find((rule) => rule.officeId === 'ranchi');
    ranchi?.pinPrefixes.push('823');
    expect(routeEnquiry(enquiry({ place: '823001' }), edited).reason).toBe(
      'PIN 823001 → prefix 823 → Ranchi Branch',
    );
  });

  it('sends a place no office covers to the nearest office, naming the distance', () => {
    const varanasi = routeEnquiry(enquiry({ place: 'Varanasi' }), content);
    expect(varanasi.officeId).toBe('patna');
    expect(varanasi.reason).toMatch(
      /^Varanasi, which no office covers → nearest office: Patna Branch \(about \d+ km\)$/,
    );
    const ramgarh = routeEnquiry(enquiry({ place: '829122' }), content);
    expect(ramgarh.officeId).toBe('ranchi');
    expect(ramgarh.reason).toMatch(
      /^PIN 829122 → Ramgarh district, which no office covers → nearest office: Ranchi/,
    );
  });

  it('sends an unknown town and a PIN outside the data to the corporate office, and says why', () => {
    const unknown = routeEnquiry(enquiry({ place: 'Xyzpur' }), content);
    expect(unknown).toMatchObject({ officeId: 'kolkata-corporate', district: null });
    expect(unknown.reason).toBe('"Xyzpur" is not a place we know → Corporate Office');
    expect(routeEnquiry(enquiry({ place: '110001' }), content).reason).toBe(
      'PIN 110001 is outside the districts we know → Corporate Office',
    );
  });

  it('sends dealers and distribution enquiries to the distribution desk, careers to HR, before the place', () => {
    const dealer = routeEnquiry(enquiry({ place: '823001', customerType: 'dealer' }), content);
    expect(dealer).toMatchObject({ officeId: 'kolkata-corporate', officeName: 'Distribution desk' });
    expect(dealer.reason).toBe('Dealer enquiry → Distribution desk (Corporate Office)');
    expect(routeEnquiry(enquiry({ topic: 'distribution' }), content).officeName).toBe('Distribution desk');
    expect(routeEnquiry(enquiry({ place: 'Patna', topic: 'careers' }), content)).toMatchObject({
      officeName: 'HR team',
      reason: 'Careers enquiry → HR team (Corporate Office)',
    });
  });

  it('honours the office the visitor chose, and ignores an unknown one', () => {
    expect(routeEnquiry(enquiry({ place: '823001', officeId: 'siliguri' }), content)).toMatchObject({
      officeId: 'siliguri',
      reason: 'The visitor chose the Siliguri Branch',
      district: 'Gaya',
    });
    expect(routeEnquiry(enquiry({ place: '823001', officeId: 'nowhere' }), content).officeId).toBe('patna');
  });

  it('answers with the office phone the content gives', () => {
    const patna = content.branches.offices.find((office) => office.id === 'patna');
    expect(routeEnquiry(enquiry({ place: 'Patna' }), content).phone).toBe(patna?.phone);
  });

  // Issue 47: visitors on the Bengali and Hindi pages type their town in their own script.
  it.each([
    ['Patna', 'পাটনা', 'पटना'],
    ['Ranchi', 'রাঁচি', 'रांची'],
    ['Siliguri', 'শিলিগুড়ি', 'सिलीगुड़ी'],
    ['Kolkata', 'কলকাতা', 'कोलकाता'],
    ['Gaya', 'গয়া', 'गया'],
    ['Bhagalpur', 'ভাগলপুর', 'भागलपुर'],
    ['Darjeeling', 'দার্জিলিং', 'दार्जिलिंग'],
    ['Muzaffarpur', 'মুজফফরপুর', 'मुज़फ़्फ़रपुर'],
    ['Jamshedpur', 'জামশেদপুর', 'जमशेदपुर'],
    ['Varanasi', 'বারাণসী', 'वाराणसी'],
  ])(
    'routes %s written in Bengali (%s) and in Devanagari (%s) as it routes the English name',
    (english, bengali, hindi) => {
      const byEnglishName = routeEnquiry(enquiry({ place: english }), content);
      expect(byEnglishName.reason).not.toMatch(/not a place we know/);
      for (const typed of [bengali, hindi, `${bengali}, বিহার`]) {
        expect(routeEnquiry(enquiry({ place: typed }), content), typed).toEqual(byEnglishName);
      }
    },
  );

  it('names no place for a word in Bengali or Devanagari that is not one', () => {
    for (const word of ['কম্পিউটার', 'लैपटॉप', 'নমস্কার', 'धन्यवाद']) {
      const decision = routeEnquiry(enquiry({ place: word }), content);
      expect(decision, word).toMatchObject({ officeId: 'kolkata-corporate', district: null });
      expect(decision.reason).toBe(`"${word}" is not a place we know → Corporate Office`);
    }
  });

  it('reads a PIN in Bengali or Devanagari digits as the same PIN', () => {
    const byAsciiDigits = routeEnquiry(enquiry({ place: '823001' }), content);
    expect(routeEnquiry(enquiry({ place: '৮২৩০০১' }), content)).toEqual(byAsciiDigits);
    expect(routeEnquiry(enquiry({ place: 'गया ८२३ ००१' }), content)).toEqual(byAsciiDigits);
  });
});
