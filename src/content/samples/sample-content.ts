// The first revision of every collection on a new database: the samples written in this folder's
// data files (the spec's facts, and obvious placeholders where the spec gives none). After that,
// the published revision in the database is what every page, the structured data and the chat
// assistant read; these files are not read at run time.

import type { SiteContent } from '#content/collections.js';
import type { LogoSize } from '#content/schemas/catalogue.js';
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
import { branches, networkCoverage, quoteBranches } from './branches.js';
import { brands } from './brands.js';
import { careersHero, jobOpenings } from './careers.js';
import {
  aboutParagraphs,
  company,
  generalContact,
  homeCounters,
  hrContact,
  salesContact,
  stats,
  supportContact,
} from './company.js';
import { distributionHero, partnershipBenefits } from './distribution.js';
import { aboutPhoto, companyProfileSlideshow, heroSlides } from './home.js';
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
  retailBrands,
  retailHero,
  retailStoreCarousel,
  storeHelp,
} from './retail.js';
import type { Branch } from './sample-types.js';
import { services } from './services.js';

/** The strips' logo widths, from the Tailwind classes the data files were written with. */
const logoSizeOfWidthClass: Record<string, LogoSize> = { 'w-16': 'narrow', 'w-24': 'medium', 'w-28': 'wide' };

/** Drops keys whose value is undefined, so optional fields are absent rather than undefined. */
function withoutUndefined<Value extends object>(value: Value): Value {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Value;
}

export function sampleContent(): SiteContent {
  return {
    company: {
      name: company.name,
      logo: company.logo,
      legalSuffix: company.legalSuffix,
      tagline: company.tagline,
      description: company.description,
      foundedYear: company.foundedYear,
      copyrightYear: company.copyrightYear,
      headquarters: { city: company.headquarters.city, state: company.headquarters.state },
      cin: company.cin,
      productLines: [...company.productLines],
      stats: { ...stats },
      counters: { ...homeCounters },
      contacts: {
        general: { phone: generalContact.phone, email: generalContact.email },
        sales: { ...salesContact },
        support: { ...supportContact },
        hr: { ...hrContact },
      },
      about: { paragraphs: [...aboutParagraphs], photo: aboutPhoto },
    },
    branches: {
      // The CIN is the company's, in `company`; the data file keeps it on the corporate office.
      offices: branches.map((office: Branch) => {
        const { cin: _cin, ...rest } = office;
        return withoutUndefined({ ...rest });
      }),
      quoteOrder: quoteBranches.map((office) => office.id),
    },
    stores: {
      hpWorld: hpWorldStores.map((store) => ({ ...store })),
      help: { title: storeHelp.title, text: storeHelp.text },
    },
    brands: {
      brands: brands.map((brand) => ({
        slug: brand.slug,
        name: brand.name,
        description: brand.description,
        gradient: { ...brand.gradient },
        logo: brand.logo,
        products: brand.products.map((product) => withoutUndefined({ ...product })),
      })),
    },
    partners: {
      partners: partnerLogos.map((partner) => ({
        name: partner.name,
        logo: partner.logo,
        size: logoSizeOfWidthClass[partner.width] ?? 'medium',
      })),
    },
    services: {
      services: services.map((service) => ({
        ...service,
        partners: [...service.partners],
        otherWords: [...service.otherWords],
      })),
    },
    openings: {
      openings: jobOpenings.map((opening) =>
        withoutUndefined({
          id: opening.id,
          title: opening.title,
          location: opening.location,
          city: opening.city,
          type: opening.type,
          department: opening.department,
          reportsTo: opening.reportsTo,
          description: opening.description,
          responsibilities: [...opening.responsibilities],
          requirements: [...opening.requirements],
          salary: { ...opening.salary },
          datePosted: opening.datePosted,
          validThrough: opening.validThrough,
        }),
      ),
    },
    heroSlides: {
      slides: heroSlides.map((slide) => withoutUndefined({ ...slide })),
    },
    galleries: {
      sponsorEvents: [...sponsorEventPhotos],
      awardDistribution: [...awardDistributionPhotos],
      hpActivities: [...hpActivityGallery],
      teamActivity: { title: teamActivity.title, text: teamActivity.text, photos: [...teamActivity.photos] },
      lenovoStoreOpening: {
        title: lenovoStoreOpening.title,
        text: lenovoStoreOpening.text,
        photos: [...lenovoStoreOpening.photos],
      },
      retailStores: [...retailStoreCarousel.photos],
      lenovoStore: [...lenovoExclusiveStore.carousel.photos],
      discoverVideo: { ...discoverInActionVideo, sources: [...discoverInActionVideo.sources] },
      distributionVideos: distributionVideos.map((video) => ({ ...video, sources: [...video.sources] })),
    },
    awards: { awards: awards.map((award) => ({ ...award })) },
    milestones: { milestones: milestones.map((milestone) => ({ ...milestone })) },
    events: { events: recentEvents.map((event) => ({ ...event })) },
    storeOpenings: { storeOpenings: storeOpenings.map((opening) => ({ ...opening })) },
    retailPage: {
      hero: { ...retailHero },
      retailBrands: retailBrands.map((brand) => ({ ...brand, products: [...brand.products] })),
      lenovoStore: {
        title: lenovoExclusiveStore.title,
        text: lenovoExclusiveStore.text,
        productRange: [...lenovoExclusiveStore.productRange],
        services: lenovoExclusiveStore.services.map((service) => ({ ...service })),
        findStore: { ...lenovoExclusiveStore.findStore },
      },
    },
    distributionPage: {
      hero: { ...distributionHero, stats: distributionHero.stats.map((stat) => ({ ...stat })) },
      benefits: partnershipBenefits.map((benefit) => ({ ...benefit })),
      companyProfile: companyProfileSlideshow.slides.map((slide) => ({ ...slide })),
      coverage: networkCoverage.map((state) => ({ state: state.state, cities: [...state.cities] })),
    },
    productsPage: {
      hero: { ...productsHero, counters: productCounters.map((counter) => ({ ...counter })) },
      categories: productCategories.map((category) => ({
        id: category.id,
        title: category.title,
        description: category.description,
        brands: category.brands.map((partner) => partner.name),
      })),
      productTypes: productTypes.map((type) => ({ ...type })),
      whyChoose: whyChooseProducts.map((reason) => ({ ...reason })),
    },
    careersPage: { hero: { ...careersHero } },
    activitiesPage: {
      hero: { ...activitiesHero },
      keyAchievements: keyAchievements.map((achievement) => ({ ...achievement })),
    },
  };
}
