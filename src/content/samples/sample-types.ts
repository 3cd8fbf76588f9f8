// The shapes the sample data files are written in (the first revision is built from them by
// sample-content.ts). The site reads content in the shapes of its schemas: see ../types.ts.

import type { IconName } from '#content/schemas/fields.js';

/** A calendar date written as ISO 8601, e.g. '2025-06-01'. */
export type IsoDate = `${number}-${number}-${number}`;

/** A CSS colour in hex form, so gradients work in inline styles without Tailwind. */
type HexColour = `#${string}`;

export type IndianState = 'West Bengal' | 'Bihar' | 'Jharkhand' | 'Odisha';

/**
 * A photo is named, never stored here: `id` is a stable kebab-case name from which the image
 * URL is derived (see `photoPath`), so sample images can be swapped for real ones by file name.
 */
export interface Photo {
  readonly id: string;
  readonly alt: string;
  readonly caption?: string;
}

export interface VideoSource {
  readonly src: string;
  readonly type: 'video/webm' | 'video/mp4';
}

export interface Video {
  readonly id: string;
  readonly title: string;
  /** Best format first; the browser plays the first one it supports. */
  readonly sources: readonly VideoSource[];
  readonly poster?: Photo;
}

/** A timed photo carousel (retail, Lenovo store). */
export interface PhotoCarousel {
  readonly photos: readonly Photo[];
  readonly intervalMs: number;
}

export interface CallToAction {
  readonly label: string;
  readonly href: string;
}

/** A headline figure such as '15+' Brand Partners; the value is display text, not a count. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** A titled point with an icon: product types, benefits, services of a store. */
export interface Feature {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

export interface Branch {
  /** Stable kebab-case key for lists, anchors and ordering. */
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly state: IndianState;
  readonly address: string;
  readonly helpline?: string;
  readonly phone?: string;
  /** The chat assistant's WhatsApp click-to-chat number. */
  readonly whatsapp?: string;
  readonly email?: string;
  readonly website?: string;
  /** Corporate Identity Number; only the corporate office carries it. */
  readonly cin?: string;
  /** True for the head office, which the home page shows full width. */
  readonly isCorporate: boolean;
}

export interface NetworkCoverage {
  readonly state: IndianState;
  readonly cities: readonly string[];
}

export interface ColourGradient {
  readonly from: HexColour;
  readonly to: HexColour;
}

export interface BrandProduct {
  readonly name: string;
  readonly description?: string;
}

export interface Brand {
  /** Lower-case brand name, used in /brands/{slug} and /logos/{slug}.svg. */
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly gradient: ColourGradient;
  readonly logo: string;
  /** Product categories offered for the brand (one to eight). */
  readonly products: readonly BrandProduct[];
}

export interface PartnerLogo {
  readonly name: string;
  readonly logo: string;
  /** Tailwind width class, so wide and narrow logos look balanced in the strip. */
  readonly width: string;
}

/** A card on /products grouping brands; the brand count shown is `brands.length`. */
export interface ProductCategory {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly brands: readonly PartnerLogo[];
}

export interface Service {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** Partner names; each one matches a `PartnerLogo.name`. */
  readonly partners: readonly string[];
  /** Words visitors use for the service that its title and description lack (the chat assistant finds it by them). */
  readonly otherWords?: readonly string[];
}

export interface HpWorldStore {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly state: IndianState;
  readonly address: string;
  readonly email: string;
  /** Display form; derive the tel: link with `telHref`. */
  readonly phone: string;
}

export interface RetailBrand {
  readonly name: string;
  readonly brandSlug: string;
  readonly logo: string;
  readonly description: string;
  readonly products: readonly string[];
}

/** A featured store: text, its own photo carousel, what it sells and offers, a map link. */
export interface StoreShowcase {
  readonly title: string;
  readonly text: string;
  readonly carousel: PhotoCarousel;
  readonly productRange: readonly string[];
  readonly services: readonly Feature[];
  readonly findStore: CallToAction;
}

export interface HeroSlide {
  readonly id: string;
  readonly heading: string;
  readonly text: string;
  readonly photo?: Photo;
  /** Shown once if the photo fails to load. */
  readonly fallbackLogo?: string;
  readonly callToAction?: CallToAction;
}

export interface TextSlide {
  readonly title: string;
  readonly text: string;
}

export interface Award {
  readonly title: string;
  readonly organization: string;
  readonly year: number;
  readonly description: string;
}

export interface Milestone {
  readonly year: number;
  readonly title: string;
  readonly description: string;
}

export interface CompanyEvent {
  readonly title: string;
  readonly date: IsoDate;
  readonly description: string;
  readonly attendees: number;
}

export interface StoreOpening {
  readonly name: string;
  readonly year: number;
}

/** A gallery card: a photo with a visible title. */
export interface PhotoCard {
  readonly title: string;
  readonly photo: Photo;
}

/** A block of text illustrated by photos (team activity, a store opening). */
export interface PhotoStory {
  readonly title: string;
  readonly text: string;
  readonly photos: readonly Photo[];
}

export interface SalaryRangeLpa {
  readonly minLpa: number;
  readonly maxLpa: number;
}

export interface JobOpening {
  /** Position in the list, zero-padded to 3 digits: '001'. */
  readonly id: string;
  readonly title: string;
  /** Display text, e.g. 'Kolkata Office'. */
  readonly location: string;
  /** City for structured data (JobPosting.jobLocation). */
  readonly city: string;
  readonly type: 'Full-time';
  readonly department?: string;
  readonly reportsTo?: string;
  readonly description: string;
  readonly requirements: readonly string[];
  readonly responsibilities: readonly string[];
  /** Display text derived from `salary`, e.g. '2.4 - 3.6 LPA'. */
  readonly salaryPackage: string;
  readonly salary: SalaryRangeLpa;
  readonly datePosted: IsoDate;
  readonly validThrough: IsoDate;
}
