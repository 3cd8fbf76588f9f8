// The first revision of the enquiry routing rules. The desks' phone and e-mail are SAMPLES for the
// company to replace; which districts each office covers is a first guess from where the offices
// are, for the owner to correct in the studio.

import type { EnquiryRouting } from '#content/schemas/enquiry-routing.js';
import { corporateOffice } from './branches.js';
import { hrContact } from './company.js';

/** The distribution desk at the corporate office: dealers and distribution enquiries. */
const distributionDesk = {
  topic: 'distribution',
  name: 'Distribution desk',
  officeId: corporateOffice.id,
  phone: '+91 33 0000 0005',
  email: 'distribution@example.com',
} as const;

const hrDesk = {
  topic: 'careers',
  name: 'HR team',
  officeId: corporateOffice.id,
  phone: hrContact.phone,
  email: hrContact.email,
} as const;

/** Districts by office (India Post's district names, as in pin-districts.json). */
const coverage = [
  {
    officeId: corporateOffice.id,
    districts: [
      'Kolkata',
      'North 24 Parganas',
      'South 24 Parganas',
      'Nadia',
      'Purba Medinipur',
      'Paschim Medinipur',
    ],
  },
  { officeId: 'howrah', districts: ['Howrah', 'Hooghly'] },
  { officeId: 'siliguri', districts: ['Darjeeling', 'Jalpaiguri', 'Cooch Behar', 'Alipurduar', 'Kalimpong'] },
  { officeId: 'raiganj', districts: ['Uttar Dinajpur', 'Dakshin Dinajpur', 'Malda', 'Murshidabad'] },
  { officeId: 'durgapur', districts: ['Bardhaman', 'Birbhum', 'Bankura'] },
  { officeId: 'asansol', districts: ['Purulia'] },
  {
    officeId: 'patna',
    districts: [
      'Patna',
      'Nalanda',
      'Gaya',
      'Jehanabad',
      'Aurangabad',
      'Nawada',
      'Bhojpur',
      'Buxar',
      'Rohtas',
      'Saran',
      'Siwan',
      'Gopalganj',
      'Vaishali',
      'Muzaffarpur',
      'Sitamarhi',
      'East Champaran',
      'West Champaran',
      'Darbhanga',
      'Madhubani',
      'Samastipur',
      'Begusarai',
      'Munger',
      'Lakhisarai',
      'Bhagalpur',
      'Banka',
      'Purnia',
      'Katihar',
      'Araria',
      'Kishanganj',
      'Saharsa',
      'Madhepura',
      'Supaul',
      'Khagaria',
      'Jamui',
    ],
  },
  {
    officeId: 'ranchi',
    districts: [
      'Ranchi',
      'Dhanbad',
      'Bokaro',
      'East Singhbhum',
      'West Singhbhum',
      'Hazaribagh',
      'Giridih',
      'Deoghar',
      'Dumka',
      'Palamu',
      'Gumla',
      'Lohardaga',
      'Sahibganj',
      'Godda',
      'Chatra',
      'Koderma',
    ],
  },
  {
    officeId: 'bhubaneswar',
    districts: [
      'Khordha',
      'Cuttack',
      'Puri',
      'Ganjam',
      'Balasore',
      'Bhadrak',
      'Jajpur',
      'Kendrapara',
      'Jagatsinghpur',
      'Dhenkanal',
      'Angul',
      'Sambalpur',
      'Sundargarh',
      'Keonjhar',
      'Mayurbhanj',
      'Koraput',
      'Kalahandi',
      'Bolangir',
      'Bargarh',
      'Nayagarh',
      'Rayagada',
      'Phulbani',
    ],
  },
];

export const enquiryRouting: EnquiryRouting = {
  topicDesks: [distributionDesk, hrDesk],
  coverage: coverage.map((office) => ({ ...office, pinPrefixes: [] })),
  fallbackOfficeId: corporateOffice.id,
  businessHours: { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], opens: '10:00', closes: '19:00' },
  reminderAfterHours: 4,
};
