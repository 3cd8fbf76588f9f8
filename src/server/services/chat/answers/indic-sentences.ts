// The sentences of the answers in Bengali and Hindi (issue 48), one table per language: short
// sentences around the facts, `{name}` filled in from the content. Nothing in them is a fact of
// the company's: phones, hours, names and figures all come from the content.

import type { Opening } from '#content/index.js';
import bengaliCareerWords from '#content/interface-text/bn/careers.json' with { type: 'json' };
import bengaliSiteWords from '#content/interface-text/bn/site.json' with { type: 'json' };
import hindiCareerWords from '#content/interface-text/hi/careers.json' with { type: 'json' };
import hindiSiteWords from '#content/interface-text/hi/site.json' with { type: 'json' };
import type { IndicLanguage } from '#server/services/chat/understanding/message-script.js';
import { siteLanguages } from '#shared/languages.js';
import { fillPlaceholders } from '#shared/placeholders.js';

/** The sentences of the answers in Bengali. */
const bengaliSentences = {
  phone: '{nameOf} ফোন নম্বর: {phone}',
  helpline: '{nameOf} হেল্পলাইন: {phone}',
  email: '{nameOf} ই-মেল: {email}',
  address: '{nameOf} ঠিকানা: {address}',
  week: '{name} খোলা থাকে (ভারতীয় সময়): {week}',
  day: '{name}, {weekday}: {hours}',
  openAt: '{name}, {weekday} {time}: হ্যাঁ, তখন খোলা থাকবে। সেদিনের সময়: {hours}',
  closedAt: '{name}, {weekday} {time}: না, তখন বন্ধ থাকবে। সেদিনের সময়: {hours}',
  status: '{name}: {status}',
  branchCount: 'কলকাতার কর্পোরেট অফিস ছাড়াও আমাদের {count}টি শাখা আছে: {offices}।',
  brands: 'আমরা এই ব্র্যান্ডগুলির অনুমোদিত ডিস্ট্রিবিউটর: {brands}।',
  brandsOfProducts: 'এগুলি আমরা এই ব্র্যান্ডের দিই: {brands}।',
  jobs: 'এখন এই পদগুলিতে নিয়োগ চলছে: {openings}। বিস্তারিত ও আবেদন: {careers}।',
  noJobs: 'এই মুহূর্তে কোনো পদে নিয়োগ চলছে না। খবর রাখতে দেখুন {careers}।',
  opening: '**{title}** ({location}): {requirements}। আবেদন: {careers}।',
  dealer:
    'ডিলার ও রিসেলারদের সঙ্গে কথা বলে আমাদের {desk}: ফোন {phone}, ই-মেল {email}। আমাদের নেটওয়ার্ক: {distribution}।',
  storeCount: 'আমাদের {count}টি HP World স্টোর আছে: {cities}।',
  hr: 'আমাদের এইচআর টিম: ফোন {phone}, ই-মেল {email}।',
  quote: 'কোটেশনের জন্য {form} পূরণ করুন, অথবা আমাদের সেলস টিমকে ফোন করুন {phone}, ই-মেল {email}।',
  quoteFrom:
    '{place} থেকে কেনাকাটা ও কোটেশন দেখে আমাদের {office}: ফোন {phone}, ই-মেল {email}। অথবা {form} পূরণ করুন।',
  noOffice: '{placeAt} আমাদের কোনো অফিস নেই। {place} দেখাশোনা করে আমাদের {office}: ফোন {phone}, ই-মেল {email}।',
  noStore: '{placeAt} আমাদের কোনো স্টোর নেই। সব স্টোরের খোঁজ: {retail}।',
  nearestStore: 'সবচেয়ে কাছের স্টোর: {store}, ফোন {phone}।',
  stores: 'আমাদের HP World স্টোর:',
  general: 'আমাদের সঙ্গে যোগাযোগ করুন: ফোন {phone}, ই-মেল {email}।',
  declined:
    'দুঃখিত, আমি শুধু {company} সম্পর্কে বলতে পারি: আমাদের শাখা, স্টোর, ব্র্যান্ড, পণ্য আর চাকরির খবর। অন্য কিছু জানতে ফোন করুন {phone}।',
  form: 'এনকোয়ারি ফর্ম',
  careers: 'কেরিয়ার পেজ',
  distribution: 'ডিস্ট্রিবিউশন পেজ',
  retail: 'রিটেল পেজ',
  greeting: 'নমস্কার! আমি {company} সম্পর্কে জানাতে পারি: আমাদের শাখা, স্টোর, ব্র্যান্ড, পণ্য আর চাকরির খবর। কী জানতে চান?',
  thanks: 'আপনাকেও ধন্যবাদ! আর কিছু জানার থাকলে বলুন, অথবা ফোন করুন {phone}।',
  products: '{brand}-এর এই পণ্যগুলি আমরা দিই: {products}।',
  salary: '**{title}** পদের বেতন: {salary}। বিস্তারিত ও আবেদন: {careers}।',
  warranty:
    'আমাদের প্রকাশিত তথ্যে ওয়ারেন্টির মেয়াদ দেওয়া নেই, তাই আমি তা বলতে পারছি না। সঠিক জানতে আমাদের সাপোর্ট টিমকে ফোন করুন {phone}, ই-মেল {email}।',
  notCarried:
    'না, আমরা {asked} বিক্রি করি না। এই কাজের জন্য আমাদের কাছে আছে: {carried}। আরও জানতে সেলস টিমকে ফোন করুন {phone}।',
  activityDate: '**{title}**: {when}। বিস্তারিত: {activities}।',
  delivery: 'না, আমাদের প্রকাশিত তথ্যে ডেলিভারির সময় বা খরচ দেওয়া নেই, তাই আমি তা বলতে পারছি না। অর্ডারের আগে জেনে নিন:',
  notSupplied: 'না, আমরা {asked} বিক্রি করি না। আমরা দিই: {lines}। আরও জানতে সেলস টিমকে ফোন করুন {phone}।',
  team: '{team}: ফোন {phone}, ই-মেল {email}।',
  salesTeam: 'আমাদের সেলস টিম',
  supportTeam: 'আমাদের সাপোর্ট টিম',
  festivalDay: '{names}: {festival} ({dates}): {hours}',
  noFestivalDay:
    '{names}: আমাদের প্রকাশিত সময়সূচিতে {festival} উপলক্ষে আলাদা কোনো দিন নেই, তাই সপ্তাহের সাধারণ সময়ই প্রযোজ্য: {week}। যাওয়ার আগে ফোন করে নিশ্চিত হয়ে নিন।',
  allStores: 'আমাদের সব {count}টি স্টোর',
  allOffices: 'আমাদের সব {count}টি অফিস (কর্পোরেট অফিস ও {branches}টি শাখা)',
  breaks: '{name}: মাঝের বিরতি (তখন বন্ধ) {breaks}। খোলার সময়: {hours}',
  noBreakOn: '{days} কোনো বিরতি নেই',
  noBreak: '{name}: প্রকাশিত সময়ে কোনো বিরতি নেই ({hours})',
  service: '**{title}**: {description}',
  services: 'আমাদের পরিষেবা:',
  servicePartners: 'ব্র্যান্ড: {brands}।',
  lenovoService: '{store}-এ **{title}**: {description}',
  distributorOf: 'হ্যাঁ, আমরা {brands}-এর অনুমোদিত ডিস্ট্রিবিউটর।',
  person: 'আমাদের কর্মীদের সঙ্গে সরাসরি কথা বলতে ফোন করুন {phone}, অথবা ই-মেল করুন {email}।',
  notCarriedBrand: 'না, আমরা {asked} বিক্রি করি না। আমরা এই ব্র্যান্ডগুলির অনুমোদিত ডিস্ট্রিবিউটর: {brands}।',
  applyBy: '**{title}**: {applyBy}।',
  noApplyBy: '**{title}**: আবেদনের শেষ তারিখ আমাদের প্রকাশিত তথ্যে দেওয়া নেই।',
  applyByList: 'এখন যে পদগুলিতে নিয়োগ চলছে, তাদের আবেদনের শেষ তারিখ:',
  awards: 'আমাদের পুরস্কার ও স্বীকৃতি:',
  storeRange: '{store}-এ পাবেন: {products}।',
  storeNotPublished:
    '{store}-এর খোঁজ: {map}। এর পুরো ঠিকানা ও ফোন নম্বর আমাদের প্রকাশিত তথ্যে নেই; জানতে ফোন করুন {phone}, অথবা ই-মেল করুন {email}।',
  partnerBenefits: 'আমাদের রিসেলার পার্টনাররা পান:',
  storeHelp: '{help} সাপোর্ট টিমের ফোন: {phone}।',
};

/** The sentences of the answers in Hindi. */
const hindiSentences: IndicSentences = {
  phone: '{nameOf} फ़ोन नंबर: {phone}',
  helpline: '{nameOf} हेल्पलाइन: {phone}',
  email: '{nameOf} ई-मेल: {email}',
  address: '{nameOf} पता: {address}',
  week: '{name} खुलने का समय (भारतीय समय): {week}',
  day: '{name}, {weekday}: {hours}',
  openAt: '{name}, {weekday} {time}: हाँ, तब खुला रहेगा। उस दिन का समय: {hours}',
  closedAt: '{name}, {weekday} {time}: नहीं, तब बंद रहेगा। उस दिन का समय: {hours}',
  status: '{name}: {status}',
  branchCount: 'कोलकाता के कॉर्पोरेट ऑफ़िस के अलावा हमारी {count} शाखाएँ हैं: {offices}।',
  brands: 'हम इन ब्रांड्स के अधिकृत डिस्ट्रीब्यूटर हैं: {brands}।',
  brandsOfProducts: 'ये हमारे यहाँ इन ब्रांड्स के मिलते हैं: {brands}।',
  jobs: 'अभी इन पदों पर भर्ती चल रही है: {openings}। पूरी जानकारी और आवेदन: {careers}।',
  noJobs: 'अभी किसी पद पर भर्ती नहीं चल रही है। नई जानकारी के लिए देखें {careers}।',
  opening: '**{title}** ({location}): {requirements}। आवेदन: {careers}।',
  dealer: 'डीलर और रीसेलर से हमारी {desk} बात करती है: फ़ोन {phone}, ई-मेल {email}। हमारा नेटवर्क: {distribution}।',
  storeCount: 'हमारे {count} HP World स्टोर हैं: {cities}।',
  hr: 'हमारी एचआर टीम: फ़ोन {phone}, ई-मेल {email}।',
  quote: 'कोटेशन के लिए {form} भरें, या हमारी सेल्स टीम को फ़ोन करें {phone}, ई-मेल {email}।',
  quoteFrom: '{place} से ख़रीद और कोटेशन हमारी {office} देखती है: फ़ोन {phone}, ई-मेल {email}। या {form} भरें।',
  noOffice: '{placeAt} हमारा कोई ऑफ़िस नहीं है। {place} हमारी {office} देखती है: फ़ोन {phone}, ई-मेल {email}।',
  noStore: '{placeAt} हमारा कोई स्टोर नहीं है। सभी स्टोर: {retail}।',
  nearestStore: 'सबसे नज़दीकी स्टोर: {store}, फ़ोन {phone}।',
  stores: 'हमारे HP World स्टोर:',
  general: 'हमसे संपर्क करें: फ़ोन {phone}, ई-मेल {email}।',
  declined:
    'माफ़ कीजिए, मैं सिर्फ़ {company} के बारे में बता सकता हूँ: हमारी शाखाएँ, स्टोर, ब्रांड, प्रोडक्ट और नौकरियाँ। बाक़ी जानकारी के लिए फ़ोन करें {phone}।',
  form: 'एनक्वायरी फ़ॉर्म',
  careers: 'करियर पेज',
  distribution: 'डिस्ट्रीब्यूशन पेज',
  retail: 'रिटेल पेज',
  greeting:
    'नमस्ते! मैं {company} के बारे में बता सकता हूँ: हमारी शाखाएँ, स्टोर, ब्रांड, प्रोडक्ट और नौकरियाँ। आप क्या जानना चाहेंगे?',
  thanks: 'आपका भी धन्यवाद! और कुछ जानना हो तो पूछिए, या फ़ोन करें {phone}।',
  products: '{brand} के ये प्रोडक्ट हमारे यहाँ मिलते हैं: {products}।',
  salary: '**{title}** पद का वेतन: {salary}। पूरी जानकारी और आवेदन: {careers}।',
  warranty:
    'हमारी प्रकाशित जानकारी में वारंटी की अवधि नहीं दी गई है, इसलिए मैं यह नहीं बता सकता। सही जानकारी के लिए हमारी सपोर्ट टीम को फ़ोन करें {phone}, ई-मेल {email}।',
  notCarried:
    'नहीं, हम {asked} नहीं बेचते। इस काम के लिए हमारे यहाँ मिलते हैं: {carried}। और जानकारी के लिए सेल्स टीम को फ़ोन करें {phone}।',
  activityDate: '**{title}**: {when}। ज़्यादा जानकारी: {activities}।',
  delivery:
    'नहीं, हमारी प्रकाशित जानकारी में डिलीवरी का समय या शुल्क नहीं दिया गया है, इसलिए मैं यह नहीं बता सकता। ऑर्डर से पहले पूछ लें:',
  notSupplied: 'नहीं, हम {asked} नहीं बेचते। हम ये देते हैं: {lines}। और जानकारी के लिए सेल्स टीम को फ़ोन करें {phone}।',
  team: '{team}: फ़ोन {phone}, ई-मेल {email}।',
  salesTeam: 'हमारी सेल्स टीम',
  supportTeam: 'हमारी सपोर्ट टीम',
  festivalDay: '{names}: {festival} ({dates}): {hours}',
  noFestivalDay:
    '{names}: हमारे प्रकाशित समय में {festival} के लिए कोई अलग दिन नहीं दिया गया है, इसलिए हफ़्ते का सामान्य समय लागू है: {week}। जाने से पहले फ़ोन करके पक्का कर लें।',
  allStores: 'हमारे सभी {count} स्टोर',
  allOffices: 'हमारे सभी {count} ऑफ़िस (कॉर्पोरेट ऑफ़िस और {branches} शाखाएँ)',
  breaks: '{name}: बीच का ब्रेक (तब बंद) {breaks}। खुलने का समय: {hours}',
  noBreakOn: '{days} कोई ब्रेक नहीं',
  noBreak: '{name}: प्रकाशित समय में कोई ब्रेक नहीं ({hours})',
  service: '**{title}**: {description}',
  services: 'हमारी सेवाएँ:',
  servicePartners: 'ब्रांड: {brands}।',
  lenovoService: '{store} में **{title}**: {description}',
  distributorOf: 'हाँ, हम {brands} के अधिकृत डिस्ट्रीब्यूटर हैं।',
  person: 'हमारे लोगों से सीधे बात करने के लिए फ़ोन करें {phone}, या ई-मेल करें {email}।',
  notCarriedBrand: 'नहीं, हम {asked} नहीं बेचते। हम इन ब्रांड्स के अधिकृत डिस्ट्रीब्यूटर हैं: {brands}।',
  applyBy: '**{title}**: {applyBy}।',
  noApplyBy: '**{title}**: आवेदन की अंतिम तिथि हमारी प्रकाशित जानकारी में नहीं दी गई है।',
  applyByList: 'अभी जिन पदों पर भर्ती चल रही है, उनकी आवेदन की अंतिम तिथि:',
  awards: 'हमें मिले पुरस्कार और सम्मान:',
  storeRange: '{store} में मिलते हैं: {products}।',
  storeNotPublished:
    '{store} की जगह: {map}। इसका पूरा पता और फ़ोन नंबर हमारी प्रकाशित जानकारी में नहीं है; जानने के लिए फ़ोन करें {phone}, या ई-मेल करें {email}।',
  partnerBenefits: 'हमारे रीसेलर पार्टनरों को मिलता है:',
  storeHelp: '{help} सपोर्ट टीम का फ़ोन: {phone}।',
};

/** The sentences of one language. */
export type IndicSentences = typeof bengaliSentences;

/** The sentences of the answers, per language. */
export const sentences: Record<IndicLanguage, typeof bengaliSentences> = {
  bn: bengaliSentences,
  hi: hindiSentences,
};

/** The careers page's words, per language: how it writes a salary range ('{min} - {max} LPA'). */
const careerWords: Record<IndicLanguage, Record<string, string>> = {
  bn: bengaliCareerWords,
  hi: hindiCareerWords,
};

/** A salary range as the careers page in the language writes it: 'বছরে ২.০ - ৩.০ লাখ টাকা'. */
export function salaryText(salary: Opening['salary'], code: IndicLanguage): string {
  // One decimal, as the careers page shows salaries.
  const lakhs = new Intl.NumberFormat(tagOf(code), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return fillPlaceholders(careerWords[code]['{min} - {max} LPA'] ?? '{min} - {max} LPA', {
    min: lakhs.format(salary.minLpa),
    max: lakhs.format(salary.maxLpa),
  });
}

/**
 * A count as the pages in the language write it: '৮' on the Bengali pages, '8' on the Hindi ones
 * (`grouped` false for a year: '২০২৪', not '২,০২৪').
 */
export function countIn(count: number, code: IndicLanguage, grouped = true): string {
  return new Intl.NumberFormat(tagOf(code), { useGrouping: grouped }).format(count);
}

/** How the careers page in the language writes an opening's last day: 'আবেদনের শেষ তারিখ ৩১ মার্চ, ২০২৭'. */
export function applyByText(day: string, code: IndicLanguage): string {
  return fillPlaceholders(siteWords[code]['Apply by {date}'] ?? 'Apply by {date}', {
    date: dateIn(day, code),
  });
}

/** A day ('2024-08-24') as the language writes it: '২৪ আগস্ট, ২০২৪', '24 अगस्त 2024'. */
export function dateIn(day: string, code: IndicLanguage): string {
  return new Intl.DateTimeFormat(tagOf(code), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The site's words (the card of an opening among them), per language. */
const siteWords: Record<IndicLanguage, Record<string, string>> = { bn: bengaliSiteWords, hi: hindiSiteWords };

function tagOf(code: IndicLanguage): string {
  return siteLanguages.find((language) => language.code === code)?.tag ?? code;
}
