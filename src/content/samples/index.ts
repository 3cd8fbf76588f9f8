// The samples: the first revision of every collection on a new database (`sampleContent`), written
// in the data files of this folder (the spec's facts, and obvious placeholders where the spec gives
// none), each checked against its collection's schema by the compiler. After that, the published
// revision in the database is what every page, the structured data and the chat assistant read;
// these files are not read at run time. The data files' parts are exported too, for the media
// generator and the tests.

import type { SiteContent } from '#content/collections.js';
import {
  activitiesHero,
  awardDistributionPhotos,
  awards,
  hpActivityGallery,
  keyAchievements,
  lenovoStoreOpening,
  milestones,
  recentEvents,
  sponsorEventPhotos,
  storeOpenings,
  teamActivity,
} from './activities.js';
import { branches, networkCoverage, quoteOrder } from './branches.js';
import { brands } from './brands.js';
import { careersHero, jobOpenings } from './careers.js';
import { company } from './company.js';
import { distributionHero, partnershipBenefits } from './distribution.js';
import { enquiryRouting } from './enquiry-routing.js';
import { companyProfileSlides, heroSlides } from './home.js';
import { discoverInActionVideo, distributionVideos } from './media.js';
import { partnerLogos } from './partners.js';
import {
  productCategories,
  productCounters,
  productsHero,
  productTypes,
  whyChooseProducts,
} from './products.js';
import {
  hpWorldStores,
  lenovoExclusiveStore,
  lenovoStorePhotos,
  retailBrands,
  retailHero,
  retailStorePhotos,
  storeHelp,
} from './retail.js';
import { services } from './services.js';
import { bengali } from './translations/bn.js';
import { hindi } from './translations/hi.js';
import { withSampleTranslations } from './translations/sample-translations.js';

export * from '#content/assets.js';
export * from '#content/chat.js';
export * from '#content/consent.js';
export * from '#content/contact-links.js';
export * from '#content/navigation.js';
export * from '#content/site-text.js';
export type * from '#content/types.js';
export * from './activities.js';
export * from './branches.js';
export * from './brands.js';
export * from './careers.js';
export * from './company.js';
export * from './distribution.js';
export * from './enquiry-routing.js';
export * from './home.js';
export * from './logos.js';
export * from './media.js';
export * from './partners.js';
export * from './photos.js';
export * from './products.js';
export * from './retail.js';
export * from './services.js';

const englishSamples = {
  company,
  branches: { offices: branches, quoteOrder },
  stores: { hpWorld: hpWorldStores, help: storeHelp },
  brands: { brands },
  partners: { partners: partnerLogos },
  services: { services },
  openings: { openings: jobOpenings },
  heroSlides: { slides: heroSlides },
  galleries: {
    sponsorEvents: sponsorEventPhotos,
    awardDistribution: awardDistributionPhotos,
    hpActivities: hpActivityGallery,
    teamActivity,
    lenovoStoreOpening,
    retailStores: retailStorePhotos,
    lenovoStore: lenovoStorePhotos,
    discoverVideo: discoverInActionVideo,
    distributionVideos,
  },
  awards: { awards },
  milestones: { milestones },
  events: { events: recentEvents },
  storeOpenings: { storeOpenings },
  retailPage: { hero: retailHero, retailBrands, lenovoStore: lenovoExclusiveStore },
  distributionPage: {
    hero: distributionHero,
    benefits: partnershipBenefits,
    companyProfile: companyProfileSlides,
    coverage: networkCoverage,
  },
  productsPage: {
    hero: { ...productsHero, counters: productCounters },
    categories: productCategories,
    productTypes,
    whyChoose: whyChooseProducts,
  },
  careersPage: { hero: careersHero },
  activitiesPage: { hero: activitiesHero, keyAchievements },
  enquiryRouting,
} satisfies SiteContent;

export const sampleContent: SiteContent = withSampleTranslations(englishSamples, { bn: bengali, hi: hindi });
