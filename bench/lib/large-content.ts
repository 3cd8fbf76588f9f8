import type { SiteContent } from '#content/collections.js';

/**
 * The sample content grown to about 1,000 entries (the collections' caps: 60 offices, 100 HP
 * World stores, 60 brands of 20 products, 100 openings, 100 partners, 50 awards, 50 events), for
 * the assistant's answer time at a real company's size. Every added entry is an obvious sample.
 */
export function largeContent(content: SiteContent) {
  const states = content.branches.offices.map((office) => office.state);
  const extraOffices = Array.from({ length: 60 - content.branches.offices.length }, (_, index) => ({
    id: `sample-branch-${index + 1}`,
    name: `Sample Branch ${index + 1}`,
    city: `Sample Town ${index + 1}`,
    state: states[index % states.length]!,
    address: `Sample address line ${index + 1}, Sample Town ${index + 1}`,
    phone: `+91 33 0${String(2_000_000 + index)}`,
    email: `branch${index + 1}@example.com`,
    isCorporate: false,
  }));
  const store = content.stores.hpWorld[0]!;
  const extraStores = Array.from({ length: 100 - content.stores.hpWorld.length }, (_, index) => ({
    ...store,
    id: `sample-store-${index + 1}`,
    name: `HP World Sample Market ${index + 1} (sample)`,
    city: `Sample Town ${(index % 40) + 1}`,
    address: `Sample market ${index + 1}, Sample Town ${(index % 40) + 1}`,
    phone: `+91 33 0${String(3_000_000 + index)}`,
    email: `store${index + 1}@example.com`,
  }));
  const brand = content.brands.brands[0]!;
  const extraBrands = Array.from({ length: 60 - content.brands.brands.length }, (_, index) => ({
    ...brand,
    slug: `sample-brand-${index + 1}`,
    name: `Sample Brand ${index + 1}`,
    description: `Authorized distribution of Sample Brand ${index + 1} products.`,
    products: Array.from({ length: 20 }, (_, product) => ({
      name: `Sample Product ${index + 1}-${product + 1}`,
    })),
  }));
  const opening = content.openings.openings[0]!;
  const extraOpenings = Array.from({ length: 100 - content.openings.openings.length }, (_, index) => ({
    ...opening,
    id: String(100 + index),
    title: `Sample Role ${index + 1}`,
  }));
  const partner = content.partners.partners[0]!;
  const extraPartners = Array.from({ length: 100 - content.partners.partners.length }, (_, index) => ({
    ...partner,
    name: `Sample Partner ${index + 100}`,
  }));
  const award = content.awards.awards[0]!;
  const extraAwards = Array.from({ length: 50 - content.awards.awards.length }, (_, index) => ({
    ...award,
    title: `Sample Award ${index + 1}`,
  }));
  const event = content.events.events[0]!;
  const extraEvents = Array.from({ length: 50 - content.events.events.length }, (_, index) => ({
    ...event,
    title: `Sample Event ${index + 1}`,
  }));
  return {
    branches: { ...content.branches, offices: [...content.branches.offices, ...extraOffices] },
    stores: { ...content.stores, hpWorld: [...content.stores.hpWorld, ...extraStores] },
    brands: { ...content.brands, brands: [...content.brands.brands, ...extraBrands] },
    openings: { ...content.openings, openings: [...content.openings.openings, ...extraOpenings] },
    partners: { ...content.partners, partners: [...content.partners.partners, ...extraPartners] },
    awards: { ...content.awards, awards: [...content.awards.awards, ...extraAwards] },
    events: { ...content.events, events: [...content.events.events, ...extraEvents] },
  } satisfies Partial<SiteContent>;
}

/** Publishes each grown collection through the admin's content API. */
export async function publishContent(serverUrl: string, token: string, collections: Partial<SiteContent>) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const [name, document] of Object.entries(collections)) {
    const current = await fetch(`${serverUrl}/api/content/${name}`, { headers });
    const { revision } = ((await current.json()) as { data: { revision: number } }).data;
    const response = await fetch(`${serverUrl}/api/content/${name}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ document, baseRevision: revision }),
    });
    if (!response.ok)
      throw new Error(`publishing ${name} answered ${response.status}: ${await response.text()}`);
  }
}
