import { joinAsSentence, type SiteContent, type Store } from '#content/index.js';
import {
  bulletList,
  documentId,
  emailLink,
  type KnowledgeDocument,
  phoneLink,
} from './knowledge-document.js';

// The stores: the facts of /retail.

export function retailDocuments(content: SiteContent): KnowledgeDocument[] {
  const hpWorldStores = content.stores.hpWorld;
  const { retailBrands } = content.retailPage;
  const lenovoExclusiveStore = content.retailPage.lenovoStore;
  const storeHelp = { ...content.stores.help, phone: content.company.contacts.support.phone };

  const retailPage = { label: 'our retail stores', href: '/retail' } as const;
  const retailBrandId = (position: number) => documentId('retail-brands', position);
  // What every store's name says it is ('HP World'): a word visitors use for all of them.
  const [firstName = [], ...otherNames] = hpWorldStores.map((store) => store.name.toLowerCase().split(/\s+/));
  const storeKind = firstName.filter((word) => otherNames.every((name) => name.includes(word))).join(' ');

  function storeDetails(store: Store): string {
    return `**${store.name}**\n\n${bulletList([
      `Address: ${store.address}`,
      `Phone: ${phoneLink(store.phone)}`,
      `Email: ${emailLink(store.email)}`,
    ])}`;
  }

  // Stores group by town however its name is typed: 'kolkata' and 'Kolkata' are one town, shown
  // as its first store spells it.
  const cityKey = (city: string) => city.trim().toLowerCase();
  const storeCities = [...new Map(hpWorldStores.map((store) => [cityKey(store.city), store.city])).values()];
  const storesInCity = (city: string) =>
    hpWorldStores.filter((store) => cityKey(store.city) === cityKey(city));

  function cityId(city: string): string {
    return documentId('store-towns', storeCities.indexOf(city));
  }

  /** Each store with the id of its document, by its position in the list. */
  const storeEntries = hpWorldStores.map((store, position) => ({
    store,
    id: documentId('stores', position, store.id),
  }));
  const entriesInCity = (city: string) =>
    storeEntries.filter(({ store }) => cityKey(store.city) === cityKey(city));

  /** One document per store, so "the address of HP World Gariahat" is that store's alone. */
  function storeDocument({ store, id }: { store: Store; id: string }): KnowledgeDocument {
    return {
      id,
      title: store.name,
      keywords: `${storeKind} store shop showroom outlet ${store.city} ${store.state} address located phone number email visit`,
      answer: bulletList([
        `Address: ${store.address}`,
        `Phone: ${phoneLink(store.phone)}`,
        `Email: ${emailLink(store.email)}`,
      ]),
      link: retailPage,
    };
  }

  /** One document per city, so "HP World stores in Kolkata" finds all three with their details. */
  function cityStoresDocument(city: string): KnowledgeDocument {
    const stores = storesInCity(city);
    return {
      id: cityId(city),
      title: `HP World ${stores.length === 1 ? 'store' : 'stores'} in ${city}`,
      keywords: `${storeKind} store shop showroom outlet ${city} ${stores[0]?.state ?? ''} address located phone number email visit`,
      answer: stores.map(storeDetails).join('\n\n'),
      link: retailPage,
      includes: entriesInCity(city).map(({ id }) => id),
    };
  }

  const hpStoresOverview: KnowledgeDocument = {
    id: 'hp-stores',
    title: 'HP World stores',
    keywords: `${storeKind} stores shops showrooms outlets how many where list all cities retail partner`,
    answer: [
      `We run ${hpWorldStores.length} HP World stores in ${joinAsSentence(storeCities)}.`,
      '',
      bulletList(hpWorldStores.map((store) => `**${store.name}**, ${store.city}: ${phoneLink(store.phone)}`)),
    ].join('\n'),
    link: retailPage,
    includes: [...storeCities.map(cityId), ...storeEntries.map(({ id }) => id)],
  };

  const lenovoStoreDocument: KnowledgeDocument = {
    id: 'lenovo-store',
    title: lenovoExclusiveStore.title,
    keywords: 'store shop showroom services product range buy',
    answer: [
      lenovoExclusiveStore.text,
      '',
      'Store services:',
      '',
      bulletList(
        lenovoExclusiveStore.services.map((service) => `**${service.title}**: ${service.description}`),
      ),
      '',
      `Product range: ${joinAsSentence(lenovoExclusiveStore.productRange)}.`,
    ].join('\n'),
    link: retailPage,
    // The kind of store whose products are this store's range says nothing this one does not.
    includes: retailBrands.flatMap((brand, position) =>
      joinAsSentence(brand.products) === joinAsSentence(lenovoExclusiveStore.productRange)
        ? [retailBrandId(position)]
        : [],
    ),
  };

  // "Can I buy ink at HP World?": each kind of store with the products the retail page shows for it.
  const retailBrandDocuments: KnowledgeDocument[] = retailBrands.map((brand, position) => ({
    id: retailBrandId(position),
    title: brand.name,
    keywords: 'store stores shop showroom products range buy',
    answer: `${brand.description}\n\nProducts: ${joinAsSentence(brand.products)}.`,
    link: retailPage,
  }));

  const retailOverview: KnowledgeDocument = {
    id: 'retail',
    title: 'Our retail stores',
    keywords: 'retail shop shops store stores buy in-store walk showroom find nearest help',
    answer: [
      bulletList(retailBrands.map((brand) => `**${brand.name}**: ${brand.description}`)),
      '',
      `${storeHelp.title} ${storeHelp.text} ${phoneLink(storeHelp.phone)}`,
    ].join('\n'),
    link: retailPage,
    includes: retailBrands.map((_brand, position) => retailBrandId(position)),
  };

  return [
    retailOverview,
    ...retailBrandDocuments,
    hpStoresOverview,
    ...storeCities.map(cityStoresDocument),
    ...storeEntries.filter(({ store }) => storesInCity(store.city).length > 1).map(storeDocument),
    lenovoStoreDocument,
  ];
}
