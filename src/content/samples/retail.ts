// The retail page (/retail): the HP World and Lenovo stores. Store names, addresses, phone
// numbers and e-mails are SAMPLES in real cities, for the company to replace here.

import { numberedPhotos } from '#content/assets.js';
import type { Feature, RetailBrand, SiteContent, Store } from '#content/types.js';
import { brandBySlug } from './brands.js';
import { sampleWhereAndWhen } from './opening-hours.js';

export const retailHero = {
  title: 'Retail',
  heading: 'Authorized HP and Lenovo retail stores',
  text: 'See, compare and buy genuine laptops, desktops, printers and accessories with expert help in store.',
} satisfies SiteContent['retailPage']['hero'];

const hp = brandBySlug('hp');
const lenovo = brandBySlug('lenovo');

export const retailBrands = [
  {
    name: 'HP World Retail Partner',
    brandSlug: hp.slug,
    logo: hp.logo,
    description: 'HP World stores with the full HP range on display.',
    products: hp.products.map((product) => product.name),
  },
  {
    name: 'Lenovo Authorized Retail One Exclusive Store',
    brandSlug: lenovo.slug,
    logo: lenovo.logo,
    description: 'An exclusive Lenovo store with the latest Lenovo devices.',
    products: lenovo.products.map((product) => product.name),
  },
] satisfies RetailBrand[];

/** The HP/Lenovo store carousel's 22 slides. */
export const retailStorePhotos = numberedPhotos('retail-store', [
  'HP World storefront, Salt Lake, Kolkata',
  'laptop display tables inside an HP World store, Kolkata',
  'HP printer display wall, Gariahat, Kolkata',
  'customer service desk at an HP World store, Esplanade, Kolkata',
  'HP World storefront, Howrah',
  'gaming laptop corner with lit keyboards, Howrah',
  'HP World storefront, Siliguri',
  'accessories shelf with mice, keyboards and bags, Siliguri',
  'HP World storefront, Asansol',
  'store staff showing a laptop to a customer, Asansol',
  'HP World storefront, Durgapur',
  'monitors on display along a store wall, Durgapur',
  'HP World storefront, Raiganj',
  'ink and toner shelf, Raiganj',
  'HP World storefront, Patna',
  'all-in-one desktops on display, Patna',
  'HP World storefront, Ranchi',
  'billing counter of an HP World store, Ranchi',
  'HP World storefront, Bhubaneswar',
  'business laptops on a demo table, Bhubaneswar',
  'Lenovo laptops on the display table of the Kolkata exclusive store',
  'Lenovo tablets and accessories on display, Kolkata',
]);

const lenovoStoreServices = [
  {
    title: 'EMI',
    description: 'Easy monthly instalments on eligible purchases.',
    icon: 'CreditCard',
  },
  {
    title: 'Exchange',
    description: 'Trade in your old device towards a new one on eligible offers.',
    icon: 'ArrowLeftRight',
  },
  {
    title: 'Assured Warranty',
    description: "Genuine products with the manufacturer's warranty.",
    icon: 'ShieldCheck',
  },
] satisfies Feature[];

export const lenovoExclusiveStore = {
  title: 'Lenovo Exclusive Store',
  text: 'Our Lenovo Authorized Retail One Exclusive Store in Kolkata shows the Lenovo range under one roof, with staff to help you choose.',
  productRange: lenovo.products.map((product) => product.name),
  services: lenovoStoreServices,
  /** External map link; opens in a new tab. */
  findStore: {
    label: 'Find a Store',
    href: 'https://www.openstreetmap.org/search?query=Lenovo%20Exclusive%20Store%20Kolkata',
  },
} satisfies SiteContent['retailPage']['lenovoStore'];

/** The Lenovo store's own carousel: 5 slides. */
export const lenovoStorePhotos = numberedPhotos('lenovo-store', [
  'front of the Lenovo exclusive store, Kolkata',
  'Lenovo laptops on display inside the exclusive store',
  'Lenovo tablets and accessories wall',
  'Lenovo desktops and monitors on display',
  'customer help desk of the Lenovo exclusive store',
]);

/** 'HP Stores': one card per store, each with Email and Call buttons. */
export const hpWorldStores = [
  {
    id: 'salt-lake',
    name: 'HP World Salt Lake (sample)',
    city: 'Kolkata',
    state: 'West Bengal',
    address: 'Sample address line, Salt Lake, Kolkata, West Bengal 700000',
    email: 'hpworld.saltlake@example.com',
    phone: '+91 33 0000 0101',
    ...sampleWhereAndWhen('store', 'saltLake'),
  },
  {
    id: 'gariahat',
    name: 'HP World Gariahat (sample)',
    city: 'Kolkata',
    state: 'West Bengal',
    address: 'Sample address line, Gariahat, Kolkata, West Bengal 700000',
    email: 'hpworld.gariahat@example.com',
    phone: '+91 33 0000 0102',
    ...sampleWhereAndWhen('store', 'gariahat'),
  },
  {
    id: 'esplanade',
    name: 'HP World Esplanade (sample)',
    city: 'Kolkata',
    state: 'West Bengal',
    address: 'Sample address line, Esplanade, Kolkata, West Bengal 700000',
    email: 'hpworld.esplanade@example.com',
    phone: '+91 33 0000 0103',
    ...sampleWhereAndWhen('store', 'esplanade'),
  },
  {
    id: 'howrah',
    name: 'HP World Howrah (sample)',
    city: 'Howrah',
    state: 'West Bengal',
    address: 'Sample address line, Howrah, West Bengal 711000',
    email: 'hpworld.howrah@example.com',
    phone: '+91 33 0000 0104',
    ...sampleWhereAndWhen('store', 'howrah'),
  },
  {
    id: 'siliguri',
    name: 'HP World Siliguri (sample)',
    city: 'Siliguri',
    state: 'West Bengal',
    address: 'Sample address line, Siliguri, West Bengal 734000',
    email: 'hpworld.siliguri@example.com',
    phone: '+91 33 0000 0105',
    ...sampleWhereAndWhen('store', 'siliguri'),
  },
  {
    id: 'asansol',
    name: 'HP World Asansol (sample)',
    city: 'Asansol',
    state: 'West Bengal',
    address: 'Sample address line, Asansol, West Bengal 713000',
    email: 'hpworld.asansol@example.com',
    phone: '+91 33 0000 0106',
    ...sampleWhereAndWhen('store', 'asansol'),
  },
  {
    id: 'durgapur',
    name: 'HP World Durgapur (sample)',
    city: 'Durgapur',
    state: 'West Bengal',
    address: 'Sample address line, Durgapur, West Bengal 713200',
    email: 'hpworld.durgapur@example.com',
    phone: '+91 33 0000 0107',
    ...sampleWhereAndWhen('store', 'durgapur'),
  },
  {
    id: 'raiganj',
    name: 'HP World Raiganj (sample)',
    city: 'Raiganj',
    state: 'West Bengal',
    address: 'Sample address line, Raiganj, West Bengal 733100',
    email: 'hpworld.raiganj@example.com',
    phone: '+91 33 0000 0108',
    ...sampleWhereAndWhen('store', 'raiganj'),
  },
  {
    id: 'patna',
    name: 'HP World Patna (sample)',
    city: 'Patna',
    state: 'Bihar',
    address: 'Sample address line, Patna, Bihar 800000',
    email: 'hpworld.patna@example.com',
    phone: '+91 33 0000 0109',
    ...sampleWhereAndWhen('store', 'patna'),
  },
  {
    id: 'ranchi',
    name: 'HP World Ranchi (sample)',
    city: 'Ranchi',
    state: 'Jharkhand',
    address: 'Sample address line, Ranchi, Jharkhand 834000',
    email: 'hpworld.ranchi@example.com',
    phone: '+91 33 0000 0110',
    ...sampleWhereAndWhen('store', 'ranchi'),
  },
  {
    id: 'bhubaneswar',
    name: 'HP World Bhubaneswar (sample)',
    city: 'Bhubaneswar',
    state: 'Odisha',
    address: 'Sample address line, Bhubaneswar, Odisha 751000',
    email: 'hpworld.bhubaneswar@example.com',
    phone: '+91 33 0000 0111',
    ...sampleWhereAndWhen('store', 'bhubaneswar'),
  },
] satisfies Store[];

export const storeHelp = {
  title: 'Need Help Finding a Store?',
  text: 'Call our support team and we will point you to the nearest store.',
} satisfies SiteContent['stores']['help'];
