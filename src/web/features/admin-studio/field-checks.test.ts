import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections } from '#content/collections.js';
import { sampleContent } from '#content/samples/index.js';
import type { FieldSchema } from '#shared/content.js';
import { documentMessages, shownMessages } from './field-checks.js';

/** A collection's form as the editor receives it (src/server/services/content/editor-schemas.ts). */
function editorSchema(name: keyof typeof collections): FieldSchema {
  return z.toJSONSchema(collections[name].schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
}

const phoneRule =
  'phone must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678';

describe("the form's checks", () => {
  it("name the branch of a wrong phone among the list's nine, by the name the list shows", () => {
    const offices = sampleContent.branches.offices.map((office) =>
      office.name === 'Patna Branch' ? { ...office, phone: '98300 1234' } : office,
    );
    const patna = offices.findIndex((office) => office.name === 'Patna Branch');
    const document = { ...sampleContent.branches, offices };

    expect(documentMessages('branches', editorSchema('branches'), document)).toEqual({
      [`offices.${patna}.phone`]: `Patna Branch: ${phoneRule}`,
    });
  });

  it('name the group of a field outside any list, and find nothing in a right document', () => {
    const company = sampleContent.company;
    const document = {
      ...company,
      contacts: { ...company.contacts, sales: { ...company.contacts.sales, phone: 'call us' } },
    };
    expect(documentMessages('company', editorSchema('company'), document)).toEqual({
      'contacts.sales.phone': `Sales (brand pages): ${phoneRule}`,
    });
    expect(documentMessages('company', editorSchema('company'), company)).toEqual({});
  });

  it('use the rules that span a list: a Get Quote entry must be one of the offices', () => {
    const document = { ...sampleContent.branches, quoteOrder: ['patna', 'nowhere'] };
    expect(documentMessages('branches', editorSchema('branches'), document)).toEqual({
      'quoteOrder.1': 'No office has the key nowhere',
    });
  });
});

describe('the messages shown as the person types', () => {
  const messages = {
    'offices.2.phone': 'Patna Branch: phone must be…',
    'offices.3.email': 'Asansol Branch: e-mail must be an e-mail address',
    offices: 'Only one office can be the corporate office',
  };

  it('are those of the fields the person left, and of the lists around them', () => {
    expect(shownMessages(messages, new Set())).toEqual({});
    expect(shownMessages(messages, new Set(['offices.2.phone']))).toEqual({
      'offices.2.phone': 'Patna Branch: phone must be…',
      offices: 'Only one office can be the corporate office',
    });
  });
});
