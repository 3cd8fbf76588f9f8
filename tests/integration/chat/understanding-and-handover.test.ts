import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryFormHref, telHref } from '#content/index.js';
import { weekHoursText } from '#content/opening-status.js';
import {
  branchOffices,
  brandBySlug,
  corporateOffice,
  hpWorldStores,
  jobOpenings,
} from '#content/samples/index.js';
import type { ChatMessage, ChatReply } from '#shared/chat.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { ask, askForJson, newChatSessionId, question } from './chat-requests.js';

// The issue's own examples (issue 19), through POST /api/chat; the facts are read from src/content.

function branchIn(city: string) {
  const branch = branchOffices.find((candidate) => candidate.city === city);
  if (!branch?.phone || !branch.email) throw new Error(`No branch with a phone and e-mail in ${city}`);
  return { ...branch, phone: branch.phone, email: branch.email };
}

const whatsappLink = `https://wa.me/${corporateOffice.whatsapp.replace(/\D/g, '')}?text=`;

describe.each(databaseEngines)('the assistant understands and hands over, on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine, { RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  async function converse(...turns: string[]): Promise<string> {
    const messages: ChatMessage[] = [];
    let reply = '';
    for (const turn of turns) {
      messages.push({ role: 'user', content: turn });
      const response = await testApp.app.inject({ method: 'POST', url: '/api/chat', payload: { messages } });
      reply = (response.json().data as ChatReply).reply;
      messages.push({ role: 'assistant', content: reply });
    }
    return reply;
  }

  it('answers a place question with the office and store in the town, or the nearest with its distance', async () => {
    const ranchi = branchIn('Ranchi');
    const nearest = await ask(testApp.app, 'We are based in Jamshedpur, anything close by?');
    expect(nearest.reply).toMatch(new RegExp(`^Our \\*\\*${ranchi.name}\\*\\* serves Jamshedpur\\.`));
    expect(nearest.reply).toContain('We have no office in Jamshedpur itself');
    expect(nearest.reply).toContain(`](${telHref(ranchi.phone)})`);
    expect(nearest.reply).toMatch(/about \d+ km away/);

    const inTown = await ask(testApp.app, 'moving to asansol soon, what do you have there?');
    expect(inTown.reply).toContain(`](${telHref(branchIn('Asansol').phone)})`);
    const asansolStore = hpWorldStores.find((store) => store.city === 'Asansol');
    expect(inTown.reply).toContain(asansolStore?.name);
    expect(inTown.reply).not.toMatch(/km away/);
  });

  it('carries the place of the last turn to "the closest one then?"', async () => {
    const reply = await converse('My uncle stays in Bokaro', 'the closest store then?');
    expect(reply).toMatch(/HP World \w+/);
    expect(reply).toMatch(/km away/);
  });

  it('keeps a question that only names a town off-topic', async () => {
    const { reply } = await ask(testApp.app, 'how hot does it get in Patna in May?');
    expect(reply).toContain('I can only answer questions about');
    for (const store of hpWorldStores) expect(reply).not.toContain(store.name);
  });

  it('answers "Which brands do you distribute?" as "What brands do you sell?"', async () => {
    const { reply } = await ask(testApp.app, 'Which brands do you distribute?');
    for (const slug of ['hp', 'wd', 'essl'] as const) expect(reply).toContain(`](/brands/${slug})`);
    expect(reply).toContain('](/products)');
  });

  it('answers both halves of "Are you hiring? How do I apply?"', async () => {
    const { reply } = await ask(testApp.app, 'Are you hiring? How do I apply?');
    for (const job of jobOpenings) expect(reply).toContain(job.title);
    expect(reply).toContain('**Apply Now**');
    expect(reply).toContain('](/careers)');
  });

  it.each([
    ['Do you distribute Western Digital storage?', 'wd'],
    ['What about attendance machines?', 'essl'],
  ] as const)('knows "%s" is about a brand partner', async (text, slug) => {
    const { reply } = await ask(testApp.app, text);
    expect(reply).toContain(brandBySlug(slug).name);
  });

  it('gives the office that serves Delhi, with call, e-mail and WhatsApp links, then says Delhi has none', async () => {
    const { reply } = await ask(testApp.app, 'Do you have a branch in Delhi?');
    const patna = branchIn('Patna');
    expect(reply).toMatch(new RegExp(`^Our \\*\\*${patna.name}\\*\\* serves Delhi\\.`));
    expect(reply).toContain('We have no office in Delhi itself');
    expect(reply).toContain(`](${telHref(patna.phone)})`);
    expect(reply).toContain(`](mailto:${patna.email}?`);
    expect(reply).toContain(`](${whatsappLink}${encodeURIComponent('Do you have a branch in Delhi?')})`);
    expect(reply).toContain('](/distribution)');
  });

  it('answers store timings from the published hours, through the app and its clock', async () => {
    const { reply } = await ask(testApp.app, 'What are the HP World store timings?');
    const [store] = hpWorldStores;
    if (!store?.weeklyHours) throw new Error('The samples give the first HP World store no hours');
    expect(reply).toContain(weekHoursText(store));
    expect(reply).toMatch(
      /^It is (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2}:\d\d (am|pm) in India now\./,
    );
    expect(reply).toContain('](/retail)');
    expect(reply).not.toContain('does not include');
  });

  it('answers follow-ups that lean on the previous turn', async () => {
    expect(await converse('What is the phone number of the Patna branch?', 'and in Ranchi?')).toContain(
      branchIn('Ranchi').phone,
    );
    const siliguriStore = hpWorldStores.find((store) => store.city === 'Siliguri');
    expect(await converse('Do you have an HP World store in Siliguri?', 'what is their phone?')).toContain(
      siliguriStore?.phone,
    );
  });

  it('answers a buyer in Gaya with the office that serves Gaya first: its phone, e-mail and the quote form', async () => {
    const patna = branchIn('Patna');
    const { reply } = await ask(testApp.app, 'I want a quote for HP laptops, I am in Gaya');
    const serving = reply.indexOf(`Our **${patna.name}** serves Gaya.`);
    const noOffice = reply.indexOf('We have no office in Gaya itself');
    expect(serving).toBe(0);
    expect(noOffice).toBeGreaterThan(serving);
    for (const link of [telHref(patna.phone), `mailto:${patna.email}?`, enquiryFormHref(patna.id)]) {
      const at = reply.indexOf(`](${link}`);
      expect(at, link).toBeGreaterThan(serving);
      expect(at, link).toBeLessThan(noOffice);
    }
    expect(reply).not.toContain('No, we do not have');
  });

  it('hands a visitor who names a town over to the nearest office', async () => {
    const reply = await converse('Jamshedpur se hoon, kisse baat karun?');
    expect(reply).toContain(branchIn('Ranchi').phone);
    expect(reply).toContain(whatsappLink);
  });

  it('records which exchanges handed the visitor over to a person', async () => {
    const sessionId = newChatSessionId();
    await askForJson(testApp.app, question('I want to talk to a real person', sessionId));
    await askForJson(testApp.app, question('Are you hiring?', sessionId));
    const rows = await testApp.database.db
      .selectFrom('chats')
      .select(['user_message', 'handover'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_message: 'I want to talk to a real person', handover: 1 },
      { user_message: 'Are you hiring?', handover: 0 },
    ]);
  });

  it('never lets the lone token "1" match an entry', async () => {
    const { reply } = await ask(testApp.app, '1');
    expect(reply).toMatch(/^I can only answer questions about/);
    expect(reply).toContain(whatsappLink);
  });
});
