import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { buildKnowledgeDocuments } from './knowledge-documents.js';
import { createKnowledgeIndex } from './knowledge-index.js';

describe('the knowledge documents', () => {
  it('give every document its own id, even for products whose names differ only in digits', () => {
    const content = structuredClone(sampleContent);
    const [first, second] = content.brands.brands;
    const numbered = [{ name: 'Series 1 Drives' }, { name: 'Series 2 Drives' }];
    content.brands.brands = [
      { ...first!, products: [...first!.products, ...numbered] },
      { ...second!, products: [...second!.products, ...numbered] },
      ...content.brands.brands.slice(2),
    ];
    const documents = buildKnowledgeDocuments(content, '2026-01-01');
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(() => createKnowledgeIndex(documents, content.company.name)).not.toThrow();
  });

  it('give every document its own id when a town is typed in other capitals or a service repeats', () => {
    const content = structuredClone(sampleContent);
    const stores = content.stores.hpWorld;
    const town = stores[0]!.city;
    content.stores.hpWorld = stores.map((store, position) =>
      position === 1 && store.city === town ? { ...store, city: town.toLowerCase() } : store,
    );
    content.services.services = [...content.services.services, content.services.services[0]!];
    const documents = buildKnowledgeDocuments(content, '2026-01-01');
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    // One document for the town, however it is typed, with all its stores.
    const townDocuments = documents.filter(
      (document) =>
        document.title.toLowerCase().endsWith(` in ${town.toLowerCase()}`) &&
        document.title.startsWith('HP World'),
    );
    expect(townDocuments).toHaveLength(1);
    expect(() => createKnowledgeIndex(documents, content.company.name)).not.toThrow();
  });

  it('name the brands of a kind of product several brands make', () => {
    const content = sampleContent;
    const documents = buildKnowledgeDocuments(content, '2026-01-01');
    const monitors = documents.find((document) => document.title === 'Monitors');
    const makers = content.brands.brands.filter((brand) =>
      brand.products.some((product) => product.name === 'Monitors'),
    );
    for (const brand of makers) expect(monitors?.answer).toContain(`[${brand.name}](/brands/${brand.slug})`);
  });
});
