// The activities page (/activities).
//
// PLACEHOLDERS: spec section 2 "Activities" gives only how many awards, events, photos and store
// openings there are, not what they were. Every award, event, store opening, photo and every year
// marked 'sample' below is invented to show the layout; replace them with the company's real
// records. Facts from spec section 1 "What the product does and for whom": founded 2014 in Kolkata;
// 8 branches in 4 states; 10+ years, 5000+ customers, 15+ brand partners.

import { numberedPhotoCards, numberedPhotos } from '#content/assets.js';
import { joinAsSentence } from '#content/site-content.js';
import type {
  Award,
  CompanyEvent,
  Milestone,
  PhotoStory,
  SiteContent,
  Stat,
  StoreOpening,
} from '#content/types.js';
import { branchOffices, operatingStates } from './branches.js';
import { company, stats } from './company.js';

export const activitiesHero = {
  title: 'Activities',
  heading: 'Events, awards and milestones',
  text: `Awards, partner events, store openings and team moments from ${company.foundedYear} to today.`,
} satisfies SiteContent['activitiesPage']['hero'];

export const awards = [
  {
    title: 'Sample Award: Top Regional Partner',
    organization: 'Sample Organisation',
    year: 2024,
    description: 'Placeholder for a real award: what it recognised and who gave it.',
  },
  {
    title: 'Sample Award: Excellence in Distribution',
    organization: 'Sample Organisation',
    year: 2023,
    description: 'Placeholder for a real award: what it recognised and who gave it.',
  },
  {
    title: 'Sample Award: Best Retail Store',
    organization: 'Sample Organisation',
    year: 2022,
    description: 'Placeholder for a real award: what it recognised and who gave it.',
  },
] satisfies Award[];

export const sponsorEventPhotos = numberedPhotos('activity-sponsor', [
  'stage with sponsor banners at a partner event',
  'guests walking through a technology fair',
  'sponsor stall with laptops on display',
  'audience seated at a technology seminar',
  'prize giving on stage at a sponsored event',
  'team photo in front of a sponsor banner',
]);

export const awardDistributionPhotos = numberedPhotos('activity-award', [
  'team receiving an award on stage',
  'award trophy and certificate on a table',
  'handshake at an award ceremony',
  'group photo of award winners',
]);

/** The HP activity gallery: 7 cards, each a titled photo. */
export const hpActivityGallery = numberedPhotoCards('activity-hp', [
  { title: 'Sample: HP partner meet', subject: 'HP partner meet with resellers in a hotel hall' },
  { title: 'Sample: HP product launch', subject: 'new HP laptops unveiled on a stage' },
  { title: 'Sample: HP World store display', subject: 'HP laptops arranged on an HP World display table' },
  { title: 'Sample: HP dealer training', subject: 'dealers at an HP product training session' },
  { title: 'Sample: HP printing solutions demo', subject: 'HP printers demonstrated to business customers' },
  { title: 'Sample: HP gaming showcase', subject: 'visitors trying HP gaming laptops' },
  { title: 'Sample: HP customer day', subject: 'customers at an HP World store event' },
]);

export const teamActivity = {
  title: 'Team Activity',
  text: 'Our teams across the branches come together for training days, celebrations and outings.',
  photos: numberedPhotos('activity-team', [
    'team members at a training session in a meeting room',
    'team celebration with a cake in the office',
    'team outing group photo outdoors',
    'colleagues planning at a whiteboard',
  ]),
} satisfies PhotoStory;

export const lenovoStoreOpening = {
  title: 'Lenovo Store Opening',
  text: 'The opening of our Lenovo Authorized Retail One Exclusive Store.',
  photos: numberedPhotos('activity-lenovo-opening', [
    'ribbon cutting at the entrance of the Lenovo exclusive store',
    'first customers inside the new Lenovo exclusive store',
    'store team at the Lenovo exclusive store opening',
  ]),
} satisfies PhotoStory;

export const keyAchievements = [
  { value: stats.years, label: 'Years' },
  { value: stats.customers, label: 'Customers' },
  { value: stats.branches, label: 'Branches' },
  { value: stats.brandPartners, label: 'Brand Partnerships' },
] satisfies Stat[];

/**
 * 2014 and the last two entries are facts from spec section 2 "Activities"; the years in between
 * are samples.
 */
export const milestones = [
  {
    year: company.foundedYear,
    title: `Founded in ${company.headquarters.city}`,
    description: `${company.name} starts distributing IT hardware from ${company.headquarters.city}, ${company.headquarters.state}.`,
  },
  {
    year: 2016,
    title: 'Siliguri branch opens (sample year)',
    description: 'Sample text: the first branch in North Bengal.',
  },
  {
    year: 2017,
    title: 'Patna branch opens (sample year)',
    description: 'Sample text: the network reaches Bihar.',
  },
  {
    year: 2018,
    title: 'Ranchi branch opens (sample year)',
    description: 'Sample text: the network reaches Jharkhand.',
  },
  {
    year: 2019,
    title: 'Bhubaneswar branch opens (sample year)',
    description: 'Sample text: the network reaches Odisha.',
  },
  {
    year: 2021,
    title: 'HP World retail partnership (sample year)',
    description: 'Sample text: the first HP World store opens.',
  },
  {
    year: 2023,
    title: 'Lenovo exclusive store opens (sample year)',
    description: 'Sample text: a Lenovo Authorized Retail One Exclusive Store opens.',
  },
  {
    year: company.foundedYear + 10,
    title: '10 years in business',
    description: `A decade of distribution with ${stats.brandPartners} brand partners.`,
  },
  {
    year: company.copyrightYear,
    title: `${branchOffices.length} branches in ${operatingStates.length} states`,
    description: `A corporate office and ${branchOffices.length} branches across ${joinAsSentence(operatingStates)}, serving ${stats.customers} customers.`,
  },
] satisfies Milestone[];

/** 13 stores with their opening year: all samples in the group's branch cities. */
export const storeOpenings = [
  { name: 'Sample Store, Salt Lake, Kolkata', year: 2014 },
  { name: 'Sample Store, Howrah', year: 2015 },
  { name: 'Sample Store, Siliguri', year: 2016 },
  { name: 'Sample Store, Asansol', year: 2017 },
  { name: 'Sample Store, Patna', year: 2017 },
  { name: 'Sample Store, Durgapur', year: 2018 },
  { name: 'Sample Store, Ranchi', year: 2018 },
  { name: 'Sample Store, Bhubaneswar', year: 2019 },
  { name: 'Sample Store, Raiganj', year: 2020 },
  { name: 'Sample Store, Gariahat, Kolkata', year: 2021 },
  { name: 'Sample Store, Esplanade, Kolkata', year: 2022 },
  { name: 'Sample Store, Park Street, Kolkata', year: 2023 },
  { name: 'Sample Store, New Town, Kolkata', year: 2025 },
] satisfies StoreOpening[];

export const recentEvents = [
  {
    title: 'Sample Event: Partner Meet',
    date: '2025-01-18',
    description: 'Placeholder for a real event: a meeting of reseller partners in Kolkata.',
    attendees: 150,
  },
  {
    title: 'Sample Event: Product Launch',
    date: '2024-11-09',
    description: 'Placeholder for a real event: a new laptop range shown to customers in store.',
    attendees: 80,
  },
  {
    title: 'Sample Event: Dealer Training Workshop',
    date: '2024-08-24',
    description: 'Placeholder for a real event: a day of product training for dealers.',
    attendees: 45,
  },
] satisfies CompanyEvent[];
