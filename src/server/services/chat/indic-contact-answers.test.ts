// Which number, in Bengali, Hindi, Banglish and Hinglish: an office's helpline asked by name, a
// branch's and a store's numbers asked together in one message, and the branch to ask how long a
// delivery takes (which the content does not publish); HR as the person to talk to about an opening.

import { describe, expect, it } from 'vitest';
import { answerer, content, expectAnsweredIn, office } from './indic-answers.test-support.js';

const withHelpline = content.branches.offices.find((office) => office.helpline && office.phone);
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

describe("an office's helpline", () => {
  it('gives the helpline when asked by that name, the phone otherwise', () => {
    if (!withHelpline?.helpline || !withHelpline.phone)
      throw new Error('the samples have no office with a helpline');
    const hindi = answerer.answer([`${withHelpline.city} ऑफिस की हेल्पलाइन क्या है?`]);
    expectAnsweredIn(hindi, 'hi');
    expect(hindi.markdown).toContain(`tel:+${digitsOf(withHelpline.helpline)}`);
    const banglish = answerer.answer([`${withHelpline.city} office helpline ta din`], 'bn');
    expectAnsweredIn(banglish, 'bn');
    expect(banglish.markdown).toContain(`tel:+${digitsOf(withHelpline.helpline)}`);
    const phone = answerer.answer([`${withHelpline.city} office er phone number?`], 'bn');
    expect(phone.markdown).toContain(`tel:+${digitsOf(withHelpline.phone)}`);
  });
});

describe('a branch and a store of one town in one message', () => {
  it("gives both the branch's and the store's numbers", () => {
    const town = content.stores.hpWorld.find((store) =>
      content.branches.offices.some((office) => office.city === store.city && !office.isCorporate),
    );
    const office = content.branches.offices.find((candidate) => candidate.city === town?.city);
    if (!town?.phone || !office?.phone) throw new Error('the samples have no town with a branch and a store');
    const reply = answerer.answer([`${town.city} office aur HP World shop dono ke phone number do`], 'hi');
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain(`tel:+${digitsOf(office.phone)}`);
    expect(reply.markdown).toContain(`tel:+${digitsOf(town.phone)}`);
  });
});

describe('a town where we have no store', () => {
  it('says so and names the nearest store of ours, with its phone', () => {
    const reply = answerer.answer(['গয়াতে আপনাদের কোনো দোকান আছে?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('নেই');
    const patna = content.stores.hpWorld.find((store) => store.city === 'Patna');
    if (!patna?.phone) throw new Error('the samples have no store in Patna');
    expect(reply.markdown).toContain(`tel:+${digitsOf(patna.phone)}`);
  });
});

describe('how long a delivery takes, which the content does not publish', () => {
  it.each([
    { question: 'পাটনায় ল্যাপটপ ডেলিভারি কত দিনে হয়?', page: undefined, script: 'bn' as const, no: /^না, / },
    {
      question: 'Patna mein printer ki delivery kab tak hogi?',
      page: 'hi' as const,
      script: 'hi' as const,
      no: /^नहीं, /,
    },
  ])(
    '"$question": not published, said first, then the branch that quotes',
    ({ question, page, script, no }) => {
      const reply = answerer.answer([question], page);
      expectAnsweredIn(reply, script);
      expect(reply.kind).toBe('unknown');
      expect(reply.markdown).toMatch(no);
      expect(reply.markdown).toContain(office('patna').phone ?? '');
      expect(reply.markdown).not.toMatch(/\d+\s*(দিন|दिन|days?)/);
    },
  );
});

describe('a person to talk to about an opening', () => {
  it.each([
    { question: 'ডেটা অ্যানালিস্ট পদ নিয়ে কোনো মানুষের সঙ্গে কথা বলতে চাই', page: undefined, script: 'bn' as const },
    {
      question: 'Sales Coordinator job ke baare mein kisi insaan se baat karni hai',
      page: 'hi' as const,
      script: 'hi' as const,
    },
  ])('"$question" is HR, not the general line', ({ question, page, script }) => {
    const reply = answerer.answer([question], page);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(content.company.contacts.hr.phone);
    expect(reply.markdown).toContain(content.company.contacts.hr.email);
    expect(reply.markdown).not.toContain(content.company.contacts.general.phone);
  });
});
