// Invariants of the company's facts: the counts the spec states, the links between lists, and
// that every placeholder contact is an obvious sample.

import { describe, expect, it } from 'vitest';
import * as content from './index.js';
import {
  allLogos,
  allPhotoIds,
  allPhotos,
  applyByEmail,
  branches,
  branchOffices,
  brands,
  company,
  consentCategories,
  corporateOffice,
  exploreBrands,
  findBrand,
  findPartnerLogo,
  footerQuickLinks,
  getInTouchBranches,
  headerNavLinks,
  heroSlides,
  homeCounters,
  hpActivityGallery,
  hpWorldStores,
  isActiveLink,
  isNavLinkActive,
  jobOpenings,
  lenovoExclusiveStore,
  mailtoHref,
  milestones,
  networkCoverage,
  partnerLogos,
  positionOptions,
  productCategories,
  quoteBranches,
  recentEvents,
  retailStoreCarousel,
  services,
  storeOpenings,
  telHref,
} from './index.js';

/** Every value reachable from the content's exports (functions excluded). */
function everyValue(root: unknown): unknown[] {
  const seen = new Set<unknown>();
  const values: unknown[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'function' || seen.has(value)) return;
    values.push(value);
    if (value === null || typeof value !== 'object') return;
    seen.add(value);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return values;
}

const allValues = everyValue(content);
const allStrings = allValues.filter((value): value is string => typeof value === 'string');

function isPhotoShaped(value: unknown): value is { id: string; alt: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { alt?: unknown }).alt === 'string'
  );
}

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
  it('keeps the figures the spec gives', () => {
    expect(company.foundedYear).toBe(2014);
    expect(company.copyrightYear).toBe(2025);
    expect(company.states).toEqual(['West Bengal', 'Bihar', 'Jharkhand', 'Odisha']);
    expect(homeCounters).toEqual({ years: 10, branches: 8, happyClients: 5397 });
    expect(company.description.length).toBeLessThanOrEqual(160);
    expect(content.stats).toEqual({ brandPartners: '15+', customers: '5000+', branches: '8+', years: '10+' });
  });

  it('builds tel: and mailto: links', () => {
    expect(telHref('+91 00000 00001')).toBe('tel:+910000000001');
    expect(mailtoHref('hr@example.com')).toBe('mailto:hr@example.com');
    expect(mailtoHref('hr@example.com', 'A & B', 'line 1\nline 2')).toBe(
      'mailto:hr@example.com?subject=A%20%26%20B&body=line%201%0Aline%202',
    );
  });
});

describe('branches', () => {
  it('has the corporate office first, then 8 branches', () => {
    expect(branches).toHaveLength(9);
    expect(branches.filter((branch) => branch.isCorporate)).toEqual([corporateOffice]);
    expect(branches[0]).toBe(corporateOffice);
    expect(corporateOffice.cin).toBeDefined();
    expect(branchOffices).toHaveLength(homeCounters.branches);
    expect(branches.map((branch) => branch.city)).toEqual([
      'Kolkata',
      'Siliguri',
      'Patna',
      'Asansol',
      'Howrah',
      'Ranchi',
      'Bhubaneswar',
      'Raiganj',
      'Durgapur',
    ]);
  });

  it('covers exactly the branch cities, by state', () => {
    const covered = networkCoverage.flatMap((region) =>
      region.cities.map((city) => ({ city, state: region.state })),
    );
    const located = branches.map((branch) => ({ city: branch.city, state: branch.state }));
    const byCity = (a: { city: string }, b: { city: string }) => a.city.localeCompare(b.city);
    expect([...covered].sort(byCity)).toEqual([...located].sort(byCity));
    expect(networkCoverage.map((region) => region.state)).toEqual([...company.states]);
  });

  it('lists the Get Quote branches in the spec order, each with a phone', () => {
    expect(quoteBranches.map((branch) => content.branchLabel(branch))).toEqual([
      'Corporate Office (Kolkata)',
      'Bhubaneswar',
      'Ranchi',
      'Siliguri',
      'Patna',
      'Asansol',
      'Howrah',
      'Raiganj',
      'Durgapur',
    ]);
    for (const branch of quoteBranches) expect(branch.phone).toBeDefined();
  });

  it('offers at most 9 Get in Touch cities', () => {
    expect(getInTouchBranches.length).toBeLessThanOrEqual(content.getInTouchLimit);
    expect(getInTouchBranches.length).toBe(9);
  });
});

describe('brands and partners', () => {
  it('has the 13 brands in the spec order, slug = lower-cased name', () => {
    expect(brands.map((brand) => brand.name)).toEqual([
      'HP',
      'ASUS',
      'LENOVO',
      'BIWIN',
      'Acer',
      'ZEBRONICS',
      'TVS',
      'AOC',
      'WD',
      'Microtek',
      'Finger',
      'CP',
      'ESSL',
    ]);
    for (const brand of brands) {
      expect(brand.slug).toBe(brand.name.toLowerCase());
      expect(brand.logo).toBe(`/logos/${brand.slug}.svg`);
    }
    expect(exploreBrands).toEqual(brands);
  });

  it('gives HP 8 product categories and every brand 1 to 8', () => {
    expect(findBrand('hp')?.products).toHaveLength(8);
    for (const brand of brands) {
      expect(brand.products.length).toBeGreaterThanOrEqual(1);
      expect(brand.products.length).toBeLessThanOrEqual(8);
    }
  });

  it('finds a brand case-insensitively', () => {
    expect(findBrand('HP')?.slug).toBe('hp');
    expect(findBrand('Lenovo')?.name).toBe('LENOVO');
    expect(findBrand('essl')?.name).toBe('ESSL');
    expect(findBrand('nokia')).toBeUndefined();
    expect(findBrand('')).toBeUndefined();
  });

  it('uses gradients dark enough for white text', () => {
    for (const brand of brands) {
      expect(contrastWithWhite(brand.gradient.from)).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(brand.gradient.to)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has 18 partner logos including every brand', () => {
    expect(partnerLogos).toHaveLength(18);
    expect(new Set(partnerLogos.map((partner) => partner.name)).size).toBe(18);
    for (const brand of brands) expect(findPartnerLogo(brand.name)?.logo).toBe(brand.logo);
  });

  it('names only known partners in services and category cards', () => {
    expect(services.length).toBeGreaterThanOrEqual(6);
    for (const service of services) {
      for (const name of service.partners) expect(findPartnerLogo(name)).toBeDefined();
    }
    expect(productCategories.map((category) => category.brands.length)).toEqual([13, 2, 1]);
  });

  it('lists every logo file the content refers to', () => {
    const logoPaths = new Set(allLogos.map((logo) => logo.path));
    const referenced = allStrings.filter((value) => value.startsWith('/logos/'));
    expect(referenced.length).toBeGreaterThan(0);
    for (const path of referenced) expect(logoPaths).toContain(path);
  });
});

describe('home', () => {
  it('has 5 hero slides, the second with the phone-brand photo', () => {
    expect(heroSlides).toHaveLength(5);
    expect(heroSlides[0]?.heading).toBe('Trusted technology partner from Eastern India expanding nationwide');
    const second = heroSlides[1];
    expect(second && 'photo' in second ? second.photo.id : undefined).toBe('hero-phone-brand');
  });

  it('has a 5-slide company slideshow every 10 s', () => {
    expect(content.companyProfileSlideshow.slides).toHaveLength(5);
    expect(content.companyProfileSlideshow.intervalMs).toBe(10_000);
  });
});

describe('retail', () => {
  it('has 22 store photos every 5 s and 5 Lenovo photos every 4 s', () => {
    expect(retailStoreCarousel.photos).toHaveLength(22);
    expect(retailStoreCarousel.intervalMs).toBe(5000);
    expect(lenovoExclusiveStore.carousel.photos).toHaveLength(5);
    expect(lenovoExclusiveStore.carousel.intervalMs).toBe(4000);
    expect(lenovoExclusiveStore.services.map((service) => service.title)).toEqual([
      'EMI',
      'Exchange',
      'Assured Warranty',
    ]);
  });

  it('has 11 HP World stores with distinct contacts', () => {
    expect(hpWorldStores).toHaveLength(11);
    expect(new Set(hpWorldStores.map((store) => store.phone)).size).toBe(11);
    expect(new Set(hpWorldStores.map((store) => store.email)).size).toBe(11);
  });
});

describe('careers', () => {
  it('has the 5 openings in order with ids 001 to 005', () => {
    expect(jobOpenings.map((job) => [job.id, job.title])).toEqual([
      ['001', 'Senior Accountant'],
      ['002', 'Operations Executive'],
      ['003', 'Data Analyst'],
      ['004', 'Sales Coordinator'],
      ['005', 'CRM'],
    ]);
    expect(jobOpenings.map((job) => job.department)).toEqual([
      'Finance',
      'Operations',
      'Analytics',
      'Sales',
      undefined,
    ]);
    expect(jobOpenings.map((job) => job.reportsTo)).toEqual([
      undefined,
      undefined,
      undefined,
      'Sales Manager',
      undefined,
    ]);
    for (const job of jobOpenings) expect(job.type).toBe('Full-time');
    expect(content.jobId(12)).toBe('012');
  });

  it('keeps salaries within 1.6 to 5 LPA and shows them as text', () => {
    for (const job of jobOpenings) {
      expect(job.salary.minLpa).toBeGreaterThanOrEqual(1.6);
      expect(job.salary.maxLpa).toBeLessThanOrEqual(5);
      expect(job.salary.minLpa).toBeLessThan(job.salary.maxLpa);
      expect(job.salaryPackage).toMatch(/^\d+\.\d - \d+\.\d LPA$/);
      expect(job.validThrough.startsWith('2027-')).toBe(true);
      expect(Number.isNaN(Date.parse(job.datePosted))).toBe(false);
    }
  });

  it('offers every title plus Other as positions', () => {
    expect(positionOptions).toEqual([...jobOpenings.map((job) => job.title), 'Other']);
  });

  it('prefills the application e-mail with title and job id', () => {
    const job = jobOpenings[3];
    if (!job) throw new Error('missing opening');
    const url = new URL(applyByEmail(job));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(content.hrContact.email);
    const subject = decodeURIComponent(url.search.match(/subject=([^&]*)/)?.[1] ?? '');
    const body = decodeURIComponent(url.search.match(/body=([^&]*)/)?.[1] ?? '');
    expect(subject).toBe('Application for Sales Coordinator (Job ID: 004)');
    expect(body).toContain('Sales Coordinator');
    expect(body).toContain('004');
    expect(body.toLowerCase()).toContain('attach');
  });
});

describe('activities', () => {
  it('has the counts the spec gives', () => {
    expect(content.awards).toHaveLength(3);
    expect(storeOpenings).toHaveLength(13);
    expect(recentEvents).toHaveLength(3);
    expect(hpActivityGallery).toHaveLength(7);
  });

  it('dates everything between 2014 and 2025', () => {
    for (const opening of storeOpenings) {
      expect(opening.year).toBeGreaterThanOrEqual(2014);
      expect(opening.year).toBeLessThanOrEqual(2025);
    }
    const years = milestones.map((milestone) => milestone.year);
    expect(years[0]).toBe(2014);
    expect(years.at(-1)).toBe(2025);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    for (const event of recentEvents) {
      expect(Number.isNaN(Date.parse(event.date))).toBe(false);
      expect(event.attendees).toBeGreaterThan(0);
    }
  });
});

describe('photos', () => {
  it('gives every photo a unique kebab-case id and a sample alt text', () => {
    expect(new Set(allPhotoIds).size).toBe(allPhotoIds.length);
    for (const photo of allPhotos) {
      expect(photo.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(photo.alt.length).toBeGreaterThan(15);
    }
  });

  it('lists every photo referenced anywhere in the content', () => {
    const listed = new Map(allPhotos.map((photo) => [photo.id, photo.alt]));
    const referenced = allValues.filter(isPhotoShaped);
    for (const photo of referenced) expect(listed.get(photo.id)).toBe(photo.alt);
  });
});

describe('navigation', () => {
  it('orders the header and footer links as the spec does', () => {
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

describe('sample contacts', () => {
  it('uses only example.com e-mail addresses', () => {
    const emails = allStrings.filter((value) => /^[^\s@]+@[^\s@]+$/.test(value));
    expect(emails.length).toBeGreaterThan(20);
    for (const email of emails) expect(email).toMatch(/@example\.com$/);
  });

  it('uses obviously sample phone numbers, distinct per branch and store', () => {
    const phones = allStrings.filter((value) => value.startsWith('+91'));
    for (const phone of phones) expect(phone).toMatch(/^\+91 00000 \d{5}$/);
    const placePhones = [
      ...branches.map((branch) => branch.phone),
      ...hpWorldStores.map((store) => store.phone),
    ];
    expect(new Set(placePhones).size).toBe(placePhones.length);
  });
});

describe('consent', () => {
  it('has the four categories with only necessary locked', () => {
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
