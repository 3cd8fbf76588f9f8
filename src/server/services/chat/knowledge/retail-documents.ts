import { joinAsSentence, type SiteContent, type Store } from '#content/index.js';
import { bulletList, emailLink, type KnowledgeDocument, phoneLink } from './knowledge-document.js';

// The stores: the facts of /retail.

export function retailDocuments(content: SiteContent): KnowledgeDocument[] {
  const hpWorldStores = content.stores.hpWorld;
  const { retailBrands } = content.retailPage;
  const lenovoExclusiveStore = content.retailPage.lenovoStore;
  const storeHelp = { ...content.stores.help, phone: content.company.contacts.support.phone };

  const retailPage = { label: 'our retail stores', href: '/retail' } as const;

  function storeDetails(store: Store): string {
    return `**${store.name}**\n\n${bulletList([
      `Address: ${store.address}`,
      `Phone: ${phoneLink(store.phone)}`,
      `Email: ${emailLink(store.email)}`,
    ])}`;
  }

  const storeCities = [...new Set(hpWorldStores.map((store) => store.city))];

  function cityId(city: string): string {
    return `hp-stores-${city.toLowerCase()}`;
  }

  function storeId(store: Store): string {
    return `hp-store-${store.id}`;
  }

  /** One document per store, so "the address of HP World Gariahat" is that store's alone. */
  function storeDocument(store: Store): KnowledgeDocument {
    return {
      id: storeId(store),
      title: store.name,
      keywords: `hp world store shop showroom outlet ${store.city} ${store.state} address located phone number email visit`,
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
    const stores = hpWorldStores.filter((store) => store.city === city);
    return {
      id: cityId(city),
      title: `HP World ${stores.length === 1 ? 'store' : 'stores'} in ${city}`,
      keywords: `hp world store shop showroom outlet ${city} ${stores[0]?.state ?? ''} address located phone number email visit`,
      answer: stores.map(storeDetails).join('\n\n'),
      link: retailPage,
      includes: stores.map(storeId),
    };
  }

  const hpStoresOverview: KnowledgeDocument = {
    id: 'hp-stores',
    title: 'HP World stores',
    keywords: 'hp world stores shops showrooms outlets how many where list all cities retail partner',
    answer: [
      `We run ${hpWorldStores.length} HP World stores in ${joinAsSentence(storeCities)}.`,
      '',
      bulletList(hpWorldStores.map((store) => `**${store.name}**, ${store.city}: ${phoneLink(store.phone)}`)),
    ].join('\n'),
    link: retailPage,
    includes: [...storeCities.map(cityId), ...hpWorldStores.map(storeId)],
  };

  const lenovoStoreDocument: KnowledgeDocument = {
    id: 'lenovo-store',
    title: lenovoExclusiveStore.title,
    keywords: 'lenovo exclusive store shop showroom services emi exchange warranty product range buy',
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
  };

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
  };

  return [
    retailOverview,
    hpStoresOverview,
    ...storeCities.map(cityStoresDocument),
    ...hpWorldStores
      .filter((store) => hpWorldStores.filter((other) => other.city === store.city).length > 1)
      .map(storeDocument),
    lenovoStoreDocument,
  ];
}
