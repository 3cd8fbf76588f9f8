// The harness of the outside evaluation sets (chat-eval-N.mjs): the patterns they share (phones,
// clock times, salary ranges, scripts, "no", invented prices), `add` for a case, and `runSet`,
// which plays the cases through POST /api/chat and prints the score. A set's writer gets this file
// and no other set: it holds no question.
//
// Run a set:  BASE=http://127.0.0.1:3000 node bench/outside/chat-eval-N.mjs
// Options:    DELAY_MS=250 (pause between requests), VERBOSE=1 (print every answer),
//             CHECK_ONLY=1 (count the cases without asking anything)

const BASE = (process.env.BASE || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const DELAY_MS = Number(process.env.DELAY_MS ?? 250);
const VERBOSE = process.env.VERBOSE === '1';

// ---------------------------------------------------------------------------------------------
// Shared patterns
// ---------------------------------------------------------------------------------------------

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


// ---------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------
const CATS = ['typo', 'banglish', 'hinglish', 'bengali', 'hindi', 'multi', 'followup', 'negative', 'unknown', 'handover', 'adversarial'];
const cases = [];
const nfcRe = (re) => (RAW_TESTED.has(re) ? re : new RegExp(re.source.normalize('NFC'), re.flags));
export function add(cat, id, turns, must, not = [], language = 'en') {
  if (!CATS.includes(cat)) throw new Error(`${id}: unknown category ${cat}`);
  if (!['en', 'bn', 'hi'].includes(language)) throw new Error(`${id}: bad language ${language}`);
  if (cases.some((c) => c.id === id)) throw new Error(`duplicate id ${id}`);
  turns = Array.isArray(turns) ? turns : [turns];
  const last = turns[turns.length - 1];
  const script = /[\u0980-\u09FF]{3}/.test(last) ? 'bn' : /[\u0900-\u097F]{3}/.test(last) ? 'hi' : null;
  if (script === 'bn' && !must.includes(BN)) throw new Error(`${id}: Bengali-script question without the BN must-pattern`);
  if (script === 'hi' && !must.includes(DV)) throw new Error(`${id}: Devanagari question without the DV must-pattern`);
  cases.push({
    cat, id, turns, language, script,
    must: must.map((r) => ({ re: nfcRe(r), raw: RAW_TESTED.has(r) })),
    not: not.map((r) => ({ re: nfcRe(r), raw: RAW_TESTED.has(r) })),
  });
}

// ---------------------------------------------------------------------------------------------
// Harness
// ---------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Visible text: drop markdown link targets "](...)", bare URLs, mailto: and tel: targets.
function visible(s) {
  return s
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<(?:https?:|mailto:|tel:)[^>\s]*>/gi, ' ')
    .replace(/\bhttps?:\/\/[^\s)\]>"']+/gi, ' ')
    .replace(/\bwa\.me\/[^\s)\]>"']*/gi, ' ')
    .replace(/\bmailto:[^\s)\]>"']+/gi, ' ')
    .replace(/\btel:[^\s)\]>"']+/gi, ' ')
    .normalize('NFC');
}

async function ask(messages, language) {
  const body = { messages };
  if (language && language !== 'en') body.language = language;
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(`${BASE}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (e) {
      return { status: 0, reply: '', error: String(e && e.cause ? e.cause.code || e.cause : e) };
    }
    if (res.status === 429 && attempt < 6) {
      const ra = Number(res.headers.get('retry-after'));
      const wait = Math.min(Number.isFinite(ra) && ra > 0 ? ra : 5, 65);
      await res.text().catch(() => {});
      await sleep(wait * 1000);
      continue;
    }
    const text = await res.text().catch(() => '');
    let json = null;
    try { json = JSON.parse(text); } catch { /* not JSON */ }
    const reply = json && json.data && typeof json.data.reply === 'string' ? json.data.reply : '';
    return { status: res.status, reply, mode: json?.data?.mode, success: json?.success, error: json ? undefined : text.slice(0, 200) };
  }
}

async function runCase(c) {
  const messages = [];
  const answers = [];
  let last = { status: 0, reply: '' };
  for (const turn of c.turns) {
    messages.push({ role: 'user', content: turn });
    last = await ask(messages, c.language);
    answers.push(last.reply);
    messages.push({ role: 'assistant', content: last.reply });
    await sleep(DELAY_MS);
    if (last.status !== 200 || !last.reply.trim()) break;
  }
  const raw = (last.reply || '').normalize('NFC');
  const vis = visible(last.reply || '');
  const test = (p) => p.re.test(p.raw ? raw : vis);
  const missing = c.must.filter((p) => !test(p)).map((p) => String(p.re));
  const forbidden = c.not.filter((p) => test(p)).map((p) => String(p.re));
  const ok = last.status === 200 && raw.trim().length > 0 && missing.length === 0 && forbidden.length === 0;
  const inScript = c.script === 'bn' ? BN.test(vis) : c.script === 'hi' ? DV.test(vis) : null;
  return { ...c, ok, status: last.status, error: last.error, mode: last.mode, answers, reply: raw, missing, forbidden, inScript };
}

async function main(name, expectedCount) {
  if (cases.length !== expectedCount) throw new Error(`expected ${expectedCount} cases, have ${cases.length}`);
  if (process.env.CHECK_ONLY) {
    // Checks the file without asking the assistant anything: counts per category and language.
    const count = (key) => Object.entries(cases.reduce((m, c) => ({ ...m, [c[key]]: (m[c[key]] || 0) + 1 }), {}));
    console.log(`${cases.length} cases`, count('cat'), count('language'));
    return;
  }
  console.log(`${name}: ${cases.length} cases against ${BASE}/api/chat (DELAY_MS=${DELAY_MS})`);
  const results = [];
  for (const c of cases) {
    const r = await runCase(c);
    results.push(r);
    if (VERBOSE) {
      console.log(`\n--- [${r.ok ? 'PASS' : 'FAIL'}] ${r.id} (${r.cat}, ${r.language}) status=${r.status}${r.mode ? ` mode=${r.mode}` : ''}`);
      r.turns.forEach((t, i) => {
        console.log(`  user: ${t}`);
        console.log(`  assistant: ${(r.answers[i] ?? '(no answer)').replace(/\n/g, '\n             ')}`);
      });
    } else {
      process.stdout.write(r.ok ? '.' : 'F');
    }
  }
  if (!VERBOSE) process.stdout.write('\n');

  const tally = (key) => {
    const m = new Map();
    for (const r of results) {
      const k = r[key];
      const v = m.get(k) || { pass: 0, total: 0 };
      v.total++;
      if (r.ok) v.pass++;
      m.set(k, v);
    }
    return m;
  };
  console.log('\nBy category:');
  for (const [k, v] of tally('cat')) console.log(`  ${k.padEnd(12)} ${v.pass}/${v.total}`);
  console.log('By page language:');
  for (const [k, v] of tally('language')) console.log(`  ${k.padEnd(12)} ${v.pass}/${v.total}`);

  const bnQ = results.filter((r) => r.script === 'bn');
  const hiQ = results.filter((r) => r.script === 'hi');
  console.log('Answered in the question\'s script:');
  console.log(`  Bengali-script questions    ${bnQ.filter((r) => r.inScript).length}/${bnQ.length}`);
  console.log(`  Devanagari-script questions ${hiQ.filter((r) => r.inScript).length}/${hiQ.length}`);

  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.log(`\nFailing cases (${failed.length}):`);
    for (const r of failed) {
      console.log(`\n  ${r.id} [${r.cat}, ${r.language}] status=${r.status}${r.error ? ` error=${r.error}` : ''}`);
      console.log(`    turns:     ${JSON.stringify(r.turns)}`);
      if (r.missing.length) console.log(`    missing:   ${r.missing.join('  ')}`);
      if (r.forbidden.length) console.log(`    forbidden: ${r.forbidden.join('  ')}`);
      console.log(`    answer:    ${JSON.stringify((r.reply || '').slice(0, 300))}`);
    }
  }

  const pass = results.length - failed.length;
  const pct = Math.round((pass / results.length) * 1000) / 10;
  console.log(`\n${name}: ${pass}/${results.length} (${pct}%)`);
  process.exit(pass >= Math.ceil(results.length * 0.9) ? 0 : 1);
}

/** Plays the set's cases (added with `add`) and prints the score; exits 0 at 90% or more. */
export function runSet(name, expectedCount) {
  main(name, expectedCount).catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
