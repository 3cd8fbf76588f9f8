// Invariants of the company's facts: what must stay true whatever the company writes into
// src/content. Ids and slugs are unique, every file the content names is made by the media
// generator or shipped in src/web/public, phone numbers and e-mails are well formed, lists point
// at each other correctly, and the counts and orders the specification fixes hold (each cites
// its section of docs/specification.md). The sample values themselves (names, numbers,
// addresses) are not checked: the company replaces them.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyByEmailHref,
  findBrand,
  findPartner,
  formatLpaRange,
  quoteBranches,
} from '#content/site-content.js';
import { mediaPathsInContent } from '#scripts/media/media-check.js';
import { mediaTasks, publicFile } from '#scripts/media/media-tasks.js';
import { positionOptions } from '#shared/position-choices.js';
import * as content from './index.js';
import {
  allLogos,
  allPhotos,
  allVideos,
  branches,
  branchOffices,
  brands,
  company,
  companyProfileSlides,
  consentCategories,
  corporateOffice,
  footerQuickLinks,
  headerNavLinks,
  heroSlides,
  homeCounters,
  hpActivityGallery,
  hpWorldStores,
  isActiveLink,
  isNavLinkActive,
  jobId,
  jobOpenings,
  lenovoExclusiveStore,
  lenovoStorePhotos,
  mailtoHref,
  milestones,
  networkCoverage,
  operatingStates,
  partnerLogos,
  productCategories,
  recentEvents,
  retailBrands,
  retailStorePhotos,
  sampleContent,
  services,
  storeOpenings,
  telHref,
} from './index.js';

/** A value reachable from the content's exports, with where it sits, for failure messages. */
type Found = { where: string; value: unknown };

/** Every value reachable from `root` (functions excluded), each with its path. */
function everyValue(root: unknown): Found[] {
  const seen = new Set<unknown>();
  const found: Found[] = [];
  const visit = (value: unknown, where: string): void => {
    if (typeof value === 'function' || seen.has(value)) return;
    found.push({ where, value });
    if (value === null || typeof value !== 'object') return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
  };
  visit(root, 'content');
  return found;
}

const allValues = everyValue(content);

/** The string values of every property with one of these names, anywhere in the content. */
function propertiesNamed(...names: string[]): Found[] {
  return allValues.filter(
    (found) => names.includes(found.where.split('.').at(-1) ?? '') && typeof found.value === 'string',
  );
}

function isPhotoShaped(value: unknown): value is { id: string; alt: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { alt?: unknown }).alt === 'string'
  );
}

/** The values that occur more than once. */
function duplicates(values: readonly unknown[]): unknown[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe('company facts', () => {
  it('keeps the figures of spec section 1 "What the product does and for whom"', () => {
    expect(company.foundedYear).toBe(2014);
    expect(company.copyrightYear).toBe(2025);
    expect(operatingStates).toEqual(['West Bengal', 'Bihar', 'Jharkhand', 'Odisha']);
    expect(homeCounters).toEqual({ years: 10, branches: 8, happyClients: 5397 });
    expect(content.stats).toEqual({ brandPartners: '15+', customers: '5000+', branches: '8+', years: '10+' });
  });

  it('keeps the meta description short enough for search results', () => {
    expect(company.description.length).toBeLessThanOrEqual(160);
  });

  it('builds tel: and mailto: links', () => {
    expect(telHref('+91 98300 12345')).toBe('tel:+919830012345');
    expect(mailtoHref('hr@example.com')).toBe('mailto:hr@example.com');
    expect(mailtoHref('hr@example.com', 'A & B', 'line 1\nline 2')).toBe(
      'mailto:hr@example.com?subject=A%20%26%20B&body=line%201%0Aline%202',
    );
  });
});

describe('ids and slugs', () => {
  it.each([
    ['branch', branches.map((branch) => branch.id)],
    ['HP World store', hpWorldStores.map((store) => store.id)],
    ['brand', brands.map((brand) => brand.slug)],
    ['hero slide', heroSlides.map((slide) => slide.id)],
    ['product category', productCategories.map((category) => category.id)],
    ['video', allVideos.map((video) => video.id)],
    ['photo', allPhotos.map((photo) => photo.id)],
  ])('gives every %s a unique kebab-case id', (_, ids) => {
    expect(ids.length).toBeGreaterThan(0);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(kebabCase);
  });

  it.each([
    ['partner', partnerLogos.map((partner) => partner.name)],
    ['job opening', jobOpenings.map((job) => job.title)],
    ['service', services.map((service) => service.title)],
    ['header link', headerNavLinks.map((link) => link.href)],
    ['footer link', footerQuickLinks.map((link) => link.href)],
    ['consent category', consentCategories.map((category) => category.key)],
  ])('names every %s once', (_, names) => {
    expect(duplicates(names)).toEqual([]);
  });

  it('lists every product category of a brand once', () => {
    for (const brand of brands) {
      expect(duplicates(brand.products.map((product) => product.name)), brand.slug).toEqual([]);
    }
  });
});

describe('contacts', () => {
  // +91 and the 10-digit national number (a mobile, or an area code and a landline): the samples
  // are Kolkata landlines whose number starts with 0, which no real number does ('+91 33 0000 0012').
  const indianNumber = /^\+91[1-9]\d{9}$/;
  const samplePhone = /^\+91 33 0000 \d{4}$/;
  const phones = propertiesNamed('phone', 'helpline');
  const emails = propertiesNamed('email');

  it('writes every phone number as an Indian number that a tel: link can dial', () => {
    expect(phones.length).toBeGreaterThanOrEqual(branches.length + hpWorldStores.length);
    for (const { where, value } of phones) {
      const phone = value as string;
      expect(indianNumber.test(phone.replace(/[\s-]/g, '')), `${where}: ${phone}`).toBe(true);
      expect(samplePhone.test(phone), `${where}: ${phone} is an obvious sample`).toBe(true);
      expect(telHref(phone), where).toMatch(/^tel:\+91\d{10}$/);
    }
  });

  it('writes every e-mail as an address', () => {
    expect(emails.length).toBeGreaterThanOrEqual(branches.length + hpWorldStores.length);
    for (const { where, value } of emails) {
      expect(z.email().safeParse(value).success, `${where}: ${String(value)}`).toBe(true);
    }
  });

  it('gives each branch and each store a phone and an e-mail of its own', () => {
    // A copied entry would send the visitors of one place to another.
    const placeLists: readonly (readonly { phone?: string; email?: string }[])[] = [branches, hpWorldStores];
    for (const places of placeLists) {
      expect(duplicates(places.map((place) => place.phone))).toEqual([]);
      expect(duplicates(places.map((place) => place.email))).toEqual([]);
    }
  });

  it('links only to https addresses outside the site', () => {
    const external = propertiesNamed('href', 'website').filter(({ value }) =>
      /^https?:\/\//.test(value as string),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const { where, value } of external) {
      expect(new URL(value as string).protocol, `${where}: ${String(value)}`).toBe('https:');
    }
  });
});

describe('media files', () => {
  const publicDirectory = path.resolve('src/web/public');
  const generatedFiles = new Set(mediaTasks().flatMap((task) => task.files));

  it('names only files that the media generator makes or src/web/public holds', () => {
    const named = mediaPathsInContent();
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter(
      (urlPath) =>
        !generatedFiles.has(publicFile(urlPath)) && !fs.existsSync(path.join(publicDirectory, urlPath)),
    );
    expect(missing).toEqual([]);
  });

  it('lists every logo the content refers to, so the generator draws it', () => {
    const listed = new Set(allLogos.map((logo) => logo.path));
    const referenced = mediaPathsInContent().filter((urlPath) => urlPath.startsWith('/logos/'));
    expect(referenced.length).toBeGreaterThan(0);
    for (const logoPath of referenced) expect(listed).toContain(logoPath);
  });

  it('lists every photo referenced anywhere, with one alt text per photo', () => {
    const listed = new Map(allPhotos.map((photo) => [photo.id, photo.alt]));
    const referenced = allValues.map(({ value }) => value).filter(isPhotoShaped);
    for (const photo of referenced) expect(listed.get(photo.id), photo.id).toBe(photo.alt);
  });

  it('describes every photo in words', () => {
    for (const photo of allPhotos) {
      expect(photo.alt.trim(), photo.id).not.toBe('');
      expect(photo.alt, photo.id).not.toContain(photo.id);
    }
  });

  it('offers every video as WebM and MP4, with a poster', () => {
    for (const video of allVideos) {
      expect(
        video.sources.map((source) => source.type),
        video.id,
      ).toEqual(['video/webm', 'video/mp4']);
      expect(video.poster, video.id).toBeDefined();
    }
  });
});

describe('branches', () => {
  it('has the corporate office first, then the 8 branches of spec section 1 "What the product does and for whom"', () => {
    expect(branches).toHaveLength(9);
    expect(branches[0]).toBe(corporateOffice);
    expect(branches.filter((branch) => branch.isCorporate)).toEqual([corporateOffice]);
    expect(branchOffices).toHaveLength(homeCounters.branches);
  });

  it('gives the company a CIN, shown with the corporate office (spec section 3 "Entities and their fields › Branch")', () => {
    expect(company.cin).toBeTruthy();
  });

  it('covers exactly the branch cities, by state (spec section 2 "Distribution")', () => {
    const covered = networkCoverage.flatMap((region) =>
      region.cities.map((city) => ({ city, state: region.state })),
    );
    const located = branches.map((branch) => ({ city: branch.city, state: branch.state }));
    const byCity = (a: { city: string }, b: { city: string }) => a.city.localeCompare(b.city);
    expect([...covered].sort(byCity)).toEqual([...located].sort(byCity));
    expect(networkCoverage.map((region) => region.state)).toEqual(operatingStates);
  });

  it('lists every branch once in Get Quote, the corporate office first, each with a phone', () => {
    const ids = (list: readonly { id: string }[]) => list.map((branch) => branch.id).sort();
    const quoteList = quoteBranches(sampleContent);
    expect(ids(quoteList)).toEqual(ids(branches));
    expect(quoteList[0]).toBe(corporateOffice);
    for (const branch of quoteList) expect(branch.phone, branch.id).toBeTruthy();
  });
});

describe('brands and partners', () => {
  it('gives every brand a page at its lower-cased name, with its logo', () => {
    for (const brand of brands) {
      expect(brand.slug).toBe(brand.name.toLowerCase());
      expect(brand.logo).toBe(content.logoPath(brand.slug));
    }
  });

  it('gives every brand 1 to 8 product categories and HP 8 (spec section 2 "Brand detail")', () => {
    expect(findBrand(sampleContent, 'hp')?.products).toHaveLength(8);
    for (const brand of brands) {
      expect(brand.products.length, brand.slug).toBeGreaterThanOrEqual(1);
      expect(brand.products.length, brand.slug).toBeLessThanOrEqual(8);
    }
  });

  it('finds a brand case-insensitively (spec section 2 "Brand detail")', () => {
    for (const brand of brands) {
      expect(findBrand(sampleContent, brand.slug.toUpperCase())).toBe(brand);
      expect(findBrand(sampleContent, brand.name)).toBe(brand);
    }
    expect(findBrand(sampleContent, 'nokia')).toBeUndefined();
    expect(findBrand(sampleContent, '')).toBeUndefined();
  });

  it('uses gradients dark enough for white text', () => {
    for (const brand of brands) {
      expect(contrastWithWhite(brand.gradient.from), brand.slug).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(brand.gradient.to), brand.slug).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the 18 partner logos of spec section 2 "Products", every brand among them', () => {
    expect(partnerLogos).toHaveLength(18);
    for (const brand of brands)
      expect(findPartner(sampleContent, brand.name)?.logo, brand.name).toBe(brand.logo);
  });

  it('names only known partners in services, category cards and the hero', () => {
    for (const service of services) {
      for (const name of service.partners)
        expect(findPartner(sampleContent, name), `${service.title}: ${name}`).toBeDefined();
    }
    const partnerLogoPaths = partnerLogos.map((partner) => partner.logo);
    for (const category of productCategories) {
      for (const name of category.brands) expect(findPartner(sampleContent, name), category.id).toBeDefined();
    }
    for (const slide of heroSlides) {
      if ('fallbackLogo' in slide) expect(partnerLogoPaths, slide.id).toContain(slide.fallbackLogo);
    }
  });

  it('counts 13, 2 and 1 brands on the category cards (spec section 2 "Products")', () => {
    expect(productCategories.map((category) => category.brands.length)).toEqual([13, 2, 1]);
  });

  it('sells in the retail stores only the products of their brand pages', () => {
    for (const retailBrand of retailBrands) {
      const brand = findBrand(sampleContent, retailBrand.brandSlug);
      expect(brand, retailBrand.name).toBeDefined();
      expect(retailBrand.logo).toBe(brand?.logo);
      expect(retailBrand.products).toEqual(brand?.products.map((product) => product.name));
    }
  });
});

describe('home', () => {
  it('has 5 hero slides, only the second with a photo (spec section 2 "Home")', () => {
    expect(heroSlides).toHaveLength(5);
    expect(heroSlides.map((slide) => 'photo' in slide)).toEqual([false, true, false, false, false]);
  });

  it('has a 5-slide company slideshow (spec section 9 "Business constants and limits › Carousels")', () => {
    expect(companyProfileSlides).toHaveLength(5);
  });
});

describe('retail', () => {
  it('has 22 store photos and 5 Lenovo photos (spec section 9 "Business constants and limits › Carousels")', () => {
    expect(retailStorePhotos).toHaveLength(22);
    expect(lenovoStorePhotos).toHaveLength(5);
  });

  it('offers EMI, Exchange and Assured Warranty at the Lenovo store (spec section 2 "Retail")', () => {
    expect(lenovoExclusiveStore.services.map((service) => service.title)).toEqual([
      'EMI',
      'Exchange',
      'Assured Warranty',
    ]);
  });

  it('has 11 HP World stores in the operating states (spec section 2 "Retail")', () => {
    expect(hpWorldStores).toHaveLength(11);
    for (const store of hpWorldStores) expect(operatingStates, store.id).toContain(store.state);
  });
});

describe('careers', () => {
  it('numbers the openings from 001 in list order', () => {
    expect(jobOpenings.map((job) => job.id)).toEqual(jobOpenings.map((_, index) => jobId(index + 1)));
  });

  it('zero-pads Job IDs to 3 digits (spec section 9 "Business constants and limits › Forms")', () => {
    expect(jobId(1)).toBe('001');
    expect(jobId(12)).toBe('012');
    expect(jobId(123)).toBe('123');
  });

  it('keeps salaries within about 1.6 to 5 LPA, shown as a range (spec section 9 "Business constants and limits › Salary")', () => {
    for (const job of jobOpenings) {
      expect(job.salary.minLpa, job.id).toBeGreaterThanOrEqual(1.6);
      expect(job.salary.maxLpa, job.id).toBeLessThanOrEqual(5);
      expect(job.salary.minLpa, job.id).toBeLessThan(job.salary.maxLpa);
      expect(formatLpaRange(job.salary), job.id).toMatch(/^\d+\.\d - \d+\.\d LPA$/);
    }
  });

  it('dates every opening: posted on a real day, valid until a later one', () => {
    for (const job of jobOpenings) {
      const posted = Date.parse(job.datePosted ?? '');
      expect(Number.isNaN(posted), job.id).toBe(false);
      expect(Date.parse(job.validThrough ?? ''), job.id).toBeGreaterThan(posted);
    }
  });

  it('offers every title plus Other as positions (spec section 5 "Validation rules › Application form")', () => {
    expect(positionOptions(jobOpenings)).toEqual([...jobOpenings.map((job) => job.title), 'Other']);
  });

  it('prefills the application e-mail to HR with title and Job ID (spec section 2 "Careers")', () => {
    for (const job of jobOpenings) {
      const url = new URL(applyByEmailHref(job, content.hrContact.email));
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe(content.hrContact.email);
      const subject = decodeURIComponent(url.search.match(/subject=([^&]*)/)?.[1] ?? '');
      const body = decodeURIComponent(url.search.match(/body=([^&]*)/)?.[1] ?? '');
      for (const text of [subject, body]) {
        expect(text).toContain(job.title);
        expect(text).toContain(job.id);
      }
      expect(body.toLowerCase()).toContain('attach');
    }
  });
});

describe('activities', () => {
  it('has the counts of spec section 2 "Activities"', () => {
    expect(content.awards).toHaveLength(3);
    expect(hpActivityGallery).toHaveLength(7);
    expect(storeOpenings).toHaveLength(13);
    expect(recentEvents).toHaveLength(3);
  });

  it('runs the milestones from the founding to the copyright year, in order (spec section 2 "Activities")', () => {
    const years = milestones.map((milestone) => milestone.year);
    expect(years[0]).toBe(company.foundedYear);
    expect(years.at(-1)).toBe(company.copyrightYear);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('dates store openings and awards within the company’s years, and events on real days', () => {
    for (const dated of [...storeOpenings, ...content.awards]) {
      expect(dated.year).toBeGreaterThanOrEqual(company.foundedYear);
      expect(dated.year).toBeLessThanOrEqual(company.copyrightYear);
    }
    for (const event of recentEvents) {
      expect(Number.isNaN(Date.parse(event.date)), event.title).toBe(false);
      expect(event.attendees, event.title).toBeGreaterThan(0);
    }
  });
});

describe('navigation', () => {
  it('orders the header and footer links as spec section 2 "Shared chrome" does', () => {
    expect(headerNavLinks.map((link) => link.label)).toEqual([
      'Home',
      'Services',
      'Retail',
      'Distribution',
      'Activities',
      'Portfolio',
      'Careers',
      'About',
      'Contact',
    ]);
    expect(footerQuickLinks.map((link) => link.label)).toEqual([
      'Home',
      'Services',
      'Retail',
      'Distribution',
      'Activities',
      'Products Portfolio',
      'About Us',
      'Contact',
      'Careers',
    ]);
  });

  it('links the header and the footer to the same pages', () => {
    const hrefs = (links: readonly { href: string }[]) => links.map((link) => link.href).sort();
    expect(hrefs(footerQuickLinks)).toEqual(hrefs(headerNavLinks));
  });

  it('highlights Home only on / and other links on their path and below', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/retail')).toBe(false);
    expect(isActiveLink('/retail', '/retail')).toBe(true);
    expect(isActiveLink('/retail', '/retail/')).toBe(true);
    expect(isActiveLink('/products', '/products/hp')).toBe(true);
    expect(isActiveLink('/retail', '/retail-partners')).toBe(false);
    expect(isActiveLink('/careers', '/')).toBe(false);
  });

  it('highlights Distribution on /retail-partners and Portfolio on brand pages', () => {
    const link = (label: string) => headerNavLinks.find((candidate) => candidate.label === label);
    const distribution = link('Distribution');
    const portfolio = link('Portfolio');
    if (!distribution || !portfolio) throw new Error('missing link');
    expect(isNavLinkActive(distribution, '/retail-partners')).toBe(true);
    expect(isNavLinkActive(portfolio, '/brands/hp')).toBe(true);
  });
});

describe('consent', () => {
  it('has the four categories of spec section 9 "Business constants and limits", only necessary locked (spec section 4 "States and transitions › Cookie banner")', () => {
    expect(consentCategories.map((category) => category.key)).toEqual([
      'necessary',
      'preferences',
      'statistics',
      'marketing',
    ]);
    expect(consentCategories.filter((category) => category.locked).map((category) => category.key)).toEqual([
      'necessary',
    ]);
  });
});
