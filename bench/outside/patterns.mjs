// The patterns the outside evaluation sets (chat-eval-N.mjs) share: phones, clock times, salary
// ranges, scripts, "no", invented prices, names. A set imports them as one namespace,
// `import * as p from './patterns.mjs'`, so `p.PH('0102')` is a shared pattern and a bare name is
// one the set declares itself. A set's writer gets this file and harness.mjs and no other set.

// Tested on the RAW answer (link targets kept), everything else on the visible text.
export const CONTACT = /tel:|mailto:|wa\.me\//i;

// digits in Latin, Bengali and Devanagari script
export const DG = { 0: '0০०', 1: '1১१', 2: '2২२', 3: '3৩३', 4: '4৪४', 5: '5৫५', 6: '6৬६', 7: '7৭७', 8: '8৮८', 9: '9৯९' };
export const esc = (c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const dig = (s) => [...s].map((c) => (DG[c] ? `[${DG[c]}]` : esc(c))).join('');
export const ANYD = '[\\d০-৯०-९]';
export const NB = '(?<![\\d০-৯०-९])'; // not preceded by a digit
export const NA = '(?![\\d০-৯०-९])'; // not followed by a digit

// A phone of the site, "+91 33 0000 0011", "033-0000-0011", "+913300000011", in any digit script.
export const phSrc = (last4) => [...('330000' + last4)].map((c) => `[${DG[c]}]`).join('[\\s.\\-]*') + NA;
export const PH = (...last4s) => new RegExp(last4s.map(phSrc).join('|'));

// A clock time: "10:30", "10.30", "১০:৩০", "१०:३०"; for whole hours also "10 am", "১০টা", "10 बजे".
export function clockSrc(h, m) {
  const alts = [`${NB}${dig(h)}\\s*[:.]\\s*${dig(m)}${NA}`];
  if (m === '00') alts.push(`${NB}${dig(h)}\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|o'?clock|টা|টায়|বাজে|बजे|baje)`);
  return alts.join('|');
}
export const T = (...srcs) => new RegExp(srcs.join('|'), 'i');
export const AT_10AM = T(clockSrc('10', '00'), 'সকাল\\s*(?:১০|দশ)(?![:.][1-5১-৫१-५])', 'सुबह\\s*(?:10|१०|दस)(?![:.][1-5१-५])');
export const AT_2PM = T(clockSrc('2', '00'), clockSrc('14', '00'), 'দুপুর\\s*(?:২|দুটো|দুটা)', 'दोपहर\\s*(?:2|२|दो)', 'do\\s*baje');
export const AT_11AM = T(clockSrc('11', '00'), 'সকাল\\s*(?:১১|এগারো)(?![:.][1-5১-৫])', 'सुबह\\s*(?:11|११|ग्यारह)(?![:.][1-5१-५])');
export const AT_7PM = T(clockSrc('7', '00'), clockSrc('19', '00'), 'সন্ধ্যা\\s*(?:৭|সাত)', 'शाम\\s*(?:7|७|सात)');
export const AT_830PM = T(clockSrc('8', '30'), clockSrc('20', '30'), 'সাড়ে\\s*(?:আট|৮)', 'साढ़े\\s*(?:आठ|8|८)', 'saa?[dr]e\\s*(?:aath?|8)');

// A salary range "3.0 - 4.5 LPA", "3 to 4.5 lakh", "৩.০ - ৪.৫ লাখ", "3.0 से 4.5".
export function numSrc(s) {
  const [i, f] = s.split('.');
  return f === undefined || f === '0' ? `${dig(i)}(?:\\.${dig('0')})?` : `${dig(i)}\\.${dig(f)}`;
}
export const RANGE = (a, b) => new RegExp(`(?<![\\d০-৯०-९.])${numSrc(a)}[^\\d০-৯०-९]{1,16}${numSrc(b)}${NA}`, 'i');

// Script checks
export const BN = /[\u0980-\u09FF]{3}/;
export const DV = /[\u0900-\u097F]{3}/;

// A concrete way to reach the company: a link, a site phone number, an example.com e-mail,
// the contact page or the enquiry / quote form. Tested on the raw answer (it includes CONTACT).
export const REACH = new RegExp(
  [
    CONTACT.source,
    `${dig('33')}[\\s.\\-]*${dig('0000')}[\\s.\\-]*${ANYD}{4}`,
    '[a-z.]+@example\\.com',
    '/contact\\b',
    'contact (?:page|form|us page)',
    'enquiry form|send an enquiry|enquire with',
    'get a quote|দাম জানুন|दाम जानें',
  ].join('|'),
  'i',
);
export const RAW_TESTED = new Set([CONTACT, REACH]);

// "No, we don't" in English, Banglish, Hinglish, Bengali, Hindi.
export const NO = new RegExp(
  [
    "\\b(?:no|not|don't|dont|do not|doesn't|does not|isn't|aren't|unfortunately|sorry|only|nahi|nahin|nai|na)\\b",
    '(?:^|[\\s,।])না(?=[\\s,।.!?]|$)',
    'নেই|নয়|নাই|দুঃখিত|শুধু|কেবল',
    'नहीं|नही|माफ़|माफ|क्षमा|केवल|सिर्फ़|सिर्फ',
  ].join('|'),
  'im',
);
export const CLOSED = /closed|not open|বন্ধ|bondho|bondo|bandh|khola (?:thake )?na|খোলা থাকে না|খোলা নয়|ছুটি|बंद|नहीं खुल/i;

// Invented facts
export const PRICE = /(?:₹|\b(?:rs\.?|inr)\s*)\s*[\d০-৯०-९]|[\d০-৯०-९][\d০-৯०-९,.]*\s*(?:\/-|rupees?\b|টাকা|रुपये|रुपए|रु\.)/i;
export const DISCOUNT = /(?<![\d০-৯०-९.])[\d০-৯०-९]{1,2}\s*(?:%|percent|per cent|প্রতিশত|শতাংশ|प्रतिशत|pratishat|taka\s*off)/i;
export const DAYS = new RegExp(
  `(?<![\\d০-৯०-९:.])${ANYD}{1,2}\\s*(?:(?:-|–|to|se|से|থেকে)\\s*${ANYD}{1,2}\\s*)?(?:working\\s*|business\\s*|কার্য)?(?:days?\\b|din\\b|দিনের|দিনে|দিন|दिनों|दिन|hours?\\b|ঘণ্টা|घंटे)`,
  'i',
);

// Names, in English and in the page's scripts
export const KOLKATA = /Kolkata|Calcutta|কলকাতা|कोलकाता/i;
export const DURGAPUR = /Durgapur|দুর্গাপুর|दुर्गापुर/i;
export const PATNA = /Patna|পাটনা|पटना/i;
export const WB = /West\s*Bengal|পশ্চিমবঙ্গ|पश्चिम\s*बंगाल/i;
export const BIHAR = /Bihar|বিহার|बिहार/i;
export const JHARKHAND = /Jharkhand|ঝাড়খণ্ড|झारखंड|झारखण्ड/i;
export const ODISHA = /Odisha|Orissa|ওড়িশা|ওডিশা|ओडिशा|ओड़िशा|उड़ीसा/i;
export const HPWORLD = /HP\s*World|এইচপি\s*ওয়ার্ল্ড|एचपी\s*वर्ल्ड/i;
export const HR_MAIL = /hr@example\.com/i;
