import type { Opening, SiteContent } from '#content/types.js';

export const careersHero = {
  title: 'Careers',
  text: 'Join a growing technology distribution and retail group in Kolkata.',
} satisfies SiteContent['careersPage']['hero'];

/** Job ID from the opening's 1-based position in the list: 1 -> '001'. */
export function jobId(position: number): string {
  return String(position).padStart(3, '0');
}

/** In the order of spec section 2 "Careers", which fixes each Job ID. */
const openingDetails = [
  {
    title: 'Senior Accountant',
    location: 'Kolkata',
    city: 'Kolkata',
    type: 'Full-time',
    department: 'Finance',
    description:
      'Own day-to-day accounting for the group: books of accounts, GST compliance, reconciliations and monthly closing.',
    requirements: [
      'B.Com or M.Com; CA Inter preferred',
      '3+ years of experience in accounting',
      'Working knowledge of Tally and GST returns',
      'Good command of Excel',
    ],
    responsibilities: [
      'Maintain books of accounts and ledgers',
      'Prepare GST and TDS returns',
      'Reconcile bank, customer and vendor accounts',
      'Support monthly closing and audits',
    ],
    salary: { minLpa: 3.6, maxLpa: 5 },
    datePosted: '2025-06-02',
    validThrough: '2027-03-31',
  },
  {
    title: 'Operations Executive',
    location: 'Kolkata',
    city: 'Kolkata',
    type: 'Full-time',
    department: 'Operations',
    description:
      'Keep orders moving: coordinate stock, dispatch and delivery between the warehouse, branches and customers.',
    requirements: [
      'Graduate in any discipline',
      '1+ years in operations, logistics or supply chain',
      'Comfortable with Excel and ERP software',
      'Clear communication in English, Hindi and Bengali',
    ],
    responsibilities: [
      'Track orders from purchase to delivery',
      'Coordinate dispatch with the warehouse and transporters',
      'Keep stock records accurate',
      'Resolve delivery issues with branches and customers',
    ],
    salary: { minLpa: 2.4, maxLpa: 3.6 },
    datePosted: '2025-06-02',
    validThrough: '2027-03-31',
  },
  {
    title: 'Data Analyst',
    location: 'Kolkata',
    city: 'Kolkata',
    type: 'Full-time',
    department: 'Analytics',
    description: 'Turn sales, stock and customer data into reports and insights that help the teams decide.',
    requirements: [
      "Bachelor's degree in statistics, mathematics, computer science or a related field",
      'Strong Excel and SQL skills',
      'Experience with a dashboard tool such as Power BI',
      'An eye for detail and clear written communication',
    ],
    responsibilities: [
      'Build and maintain sales and stock dashboards',
      'Prepare weekly and monthly business reports',
      'Analyse trends by brand, branch and region',
      'Improve the quality of business data',
    ],
    salary: { minLpa: 3, maxLpa: 4.5 },
    datePosted: '2025-07-01',
    validThrough: '2027-03-31',
  },
  {
    title: 'Sales Coordinator',
    location: 'Kolkata Office',
    city: 'Kolkata',
    type: 'Full-time',
    department: 'Sales',
    reportsTo: 'Sales Manager',
    description: 'Support the sales team: prepare quotations, follow up orders and keep customers informed.',
    requirements: [
      'Graduate in any discipline',
      '1+ years in a sales support role',
      'Good spoken and written English',
      'Working knowledge of Excel and e-mail',
    ],
    responsibilities: [
      'Prepare quotations and process orders',
      'Follow up payments and deliveries',
      'Maintain customer and order records',
      'Coordinate between sales, accounts and operations',
    ],
    salary: { minLpa: 2, maxLpa: 3 },
    datePosted: '2025-08-01',
    validThrough: '2027-03-31',
  },
  {
    title: 'CRM',
    location: 'Kolkata Office',
    city: 'Kolkata',
    type: 'Full-time',
    description:
      'Look after customer relationships: answer enquiries, follow up service requests and keep customers informed.',
    requirements: [
      'Graduate in any discipline',
      'Good communication skills on the phone and in writing',
      'Basic computer skills',
      'Freshers are welcome',
    ],
    responsibilities: [
      'Answer customer calls and e-mails',
      'Log and follow up enquiries and service requests',
      'Keep the customer database up to date',
      'Share customer feedback with the teams',
    ],
    salary: { minLpa: 1.6, maxLpa: 2.4 },
    datePosted: '2025-08-01',
    validThrough: '2027-03-31',
  },
] satisfies Omit<Opening, 'id' | 'status'>[];

export const jobOpenings: Opening[] = openingDetails.map((details, index) => ({
  id: jobId(index + 1),
  status: 'open',
  ...details,
}));
