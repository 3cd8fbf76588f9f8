// The shapes the site reads content in, each derived from its collection's zod schema (one
// definition per record), and the few shapes of the site's own fixed parts. Only types live
// here, so any file, in the browser or on the server, may import it.

import type { SiteContent } from './collections.js';

export type { SiteContent } from './collections.js';
export type { Opening } from './schemas/careers.js';
export type { Brand, LogoSize, Partner, Service } from './schemas/catalogue.js';
export type { IconName, Photo, Video } from './schemas/fields.js';
export type { Branch, Company, Store } from './schemas/organisation.js';

export type IndianState = Branch['state'];
type Branch = SiteContent['branches']['offices'][number];

export type BrandProduct = SiteContent['brands']['brands'][number]['products'][number];
export type HeroSlide = SiteContent['heroSlides']['slides'][number];
export type Award = SiteContent['awards']['awards'][number];
export type Milestone = SiteContent['milestones']['milestones'][number];
export type CompanyEvent = SiteContent['events']['events'][number];
export type StoreOpening = SiteContent['storeOpenings']['storeOpenings'][number];
export type PhotoCard = SiteContent['galleries']['hpActivities'][number];
export type PhotoStory = SiteContent['galleries']['teamActivity'];
export type Feature = SiteContent['productsPage']['productTypes'][number];
export type Stat = SiteContent['activitiesPage']['keyAchievements'][number];
export type TextSlide = SiteContent['distributionPage']['companyProfile'][number];
export type NetworkCoverage = SiteContent['distributionPage']['coverage'][number];
export type RetailBrand = SiteContent['retailPage']['retailBrands'][number];
export type ProductCategory = SiteContent['productsPage']['categories'][number];
export type CallToAction = NonNullable<HeroSlide['callToAction']>;
export type VideoSource = SiteContent['galleries']['discoverVideo']['sources'][number];

/** A logo file the site needs, by the name it shows. */
export interface LogoFile {
  readonly name: string;
  readonly path: string;
}

export type ConsentCategoryKey = 'necessary' | 'preferences' | 'statistics' | 'marketing';

export interface ConsentCategory {
  readonly key: ConsentCategoryKey;
  readonly label: string;
  readonly description: string;
  /** A locked category is always on and its toggle cannot be changed. */
  readonly locked: boolean;
}

export interface NavLink {
  readonly label: string;
  readonly href: string;
  /** Other paths that show the same page and so highlight this link too. */
  readonly alsoActiveOn?: readonly string[];
}
