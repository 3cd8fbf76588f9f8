// The corporate office and the 8 branches. The cities and states are the spec's; every street
// address, phone number and e-mail is a SAMPLE for the company to replace here.

import type { Branch, IndianState, NetworkCoverage, SiteContent } from '#content/types.js';
import { sampleWhereAndWhen } from './opening-hours.js';

export const corporateOffice = {
  id: 'kolkata-corporate',
  name: 'Corporate Office',
  city: 'Kolkata',
  state: 'West Bengal',
  address: 'Sample address line, Salt Lake, Kolkata, West Bengal 700000',
  helpline: '+91 33 0000 0001',
  phone: '+91 33 0000 0010',
  /** SAMPLE: the chat assistant's WhatsApp click-to-chat links use it until the company fills in its own. */
  whatsapp: '+91 33 0000 0019',
  email: 'kolkata@example.com',
  website: 'https://www.example.com',
  isCorporate: true,
  ...sampleWhereAndWhen('office', 'saltLake'),
} satisfies Branch;

/** The branches in the order spec section 2 "Company profile content" lists its offices. */
export const branchOffices = [
  {
    id: 'siliguri',
    name: 'Siliguri Branch',
    city: 'Siliguri',
    state: 'West Bengal',
    address: 'Sample address line, Siliguri, West Bengal 734000',
    phone: '+91 33 0000 0011',
    email: 'siliguri@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'siliguri'),
  },
  {
    id: 'patna',
    name: 'Patna Branch',
    city: 'Patna',
    state: 'Bihar',
    address: 'Sample address line, Patna, Bihar 800000',
    phone: '+91 33 0000 0012',
    email: 'patna@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'patna'),
  },
  {
    id: 'asansol',
    name: 'Asansol Branch',
    city: 'Asansol',
    state: 'West Bengal',
    address: 'Sample address line, Asansol, West Bengal 713000',
    phone: '+91 33 0000 0013',
    email: 'asansol@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'asansol'),
  },
  {
    id: 'howrah',
    name: 'Howrah Branch',
    city: 'Howrah',
    state: 'West Bengal',
    address: 'Sample address line, Howrah, West Bengal 711000',
    phone: '+91 33 0000 0014',
    email: 'howrah@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'howrah'),
  },
  {
    id: 'ranchi',
    name: 'Ranchi Branch',
    city: 'Ranchi',
    state: 'Jharkhand',
    address: 'Sample address line, Ranchi, Jharkhand 834000',
    phone: '+91 33 0000 0015',
    email: 'ranchi@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'ranchi'),
  },
  {
    id: 'bhubaneswar',
    name: 'Bhubaneswar Branch',
    city: 'Bhubaneswar',
    state: 'Odisha',
    address: 'Sample address line, Bhubaneswar, Odisha 751000',
    phone: '+91 33 0000 0016',
    email: 'bhubaneswar@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'bhubaneswar'),
  },
  {
    id: 'raiganj',
    name: 'Raiganj Branch',
    city: 'Raiganj',
    state: 'West Bengal',
    address: 'Sample address line, Raiganj, West Bengal 733100',
    phone: '+91 33 0000 0017',
    email: 'raiganj@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'raiganj'),
  },
  {
    id: 'durgapur',
    name: 'Durgapur Branch',
    city: 'Durgapur',
    state: 'West Bengal',
    address: 'Sample address line, Durgapur, West Bengal 713200',
    phone: '+91 33 0000 0018',
    email: 'durgapur@example.com',
    isCorporate: false,
    ...sampleWhereAndWhen('office', 'durgapur'),
  },
] satisfies Branch[];

/** Corporate office first: the home page shows it as the full-width card. */
export const branches = [corporateOffice, ...branchOffices] satisfies Branch[];

/**
 * The states the group operates in, in the order spec section 1 "What the product does and for
 * whom" names them.
 */
export const operatingStates: IndianState[] = ['West Bengal', 'Bihar', 'Jharkhand', 'Odisha'];

/**
 * Cities by state as the distribution page lists them. Written out rather than grouped from
 * `branches` because the order of spec section 2 "Distribution" within West Bengal differs from the
 * branch order.
 */
export const networkCoverage = [
  {
    state: 'West Bengal',
    cities: ['Kolkata', 'Siliguri', 'Asansol', 'Howrah', 'Durgapur', 'Raiganj'],
  },
  { state: 'Bihar', cities: ['Patna'] },
  { state: 'Jharkhand', cities: ['Ranchi'] },
  { state: 'Odisha', cities: ['Bhubaneswar'] },
] satisfies NetworkCoverage[];

/** The brand page's 'Get Quote' list shows the branches in this order (spec section 2 "Brand detail"). */
export const quoteOrder: SiteContent['branches']['quoteOrder'] = [
  'kolkata-corporate',
  'bhubaneswar',
  'ranchi',
  'siliguri',
  'patna',
  'asansol',
  'howrah',
  'raiganj',
  'durgapur',
];
