// What the group does, as shown in 'Our Services' on the home page and used by the chat
// assistant. Each partner name must be one of the partner logos (checked by samples.test.ts).

import type { Service } from '#content/types.js';

export const services = [
  {
    title: 'IT Hardware Distribution',
    description:
      'Laptops, desktops, monitors, printers, storage, power backup and peripherals for resellers and businesses across Eastern India.',
    icon: 'Monitor',
    partners: [
      'HP',
      'ASUS',
      'LENOVO',
      'Acer',
      'AOC',
      'WD',
      'BIWIN',
      'ZEBRONICS',
      'TVS',
      'Microtek',
      'Finger',
    ],
    otherWords: ['computers', 'laptops', 'pc', 'it', 'hardware', 'brands'],
  },
  {
    title: 'Security & Surveillance',
    description: 'CCTV cameras, video recorders and surveillance storage for homes, shops and offices.',
    icon: 'Cctv',
    partners: ['CP', 'WD'],
    otherWords: ['security', 'cctv', 'camera', 'cameras', 'surveillance', 'brands'],
  },
  {
    title: 'Attendance Systems',
    description: 'Biometric attendance and access control systems for workplaces.',
    icon: 'FingerprintPattern',
    partners: ['ESSL'],
    otherWords: ['attendance', 'biometric', 'access control', 'brands'],
  },
  {
    title: 'Telecom',
    description: 'Distribution of mobile phones and accessories to retailers.',
    icon: 'Smartphone',
    partners: ['Sample Phone Brand'],
    otherWords: ['telecom', 'mobile phones', 'smartphones', 'brands'],
  },
  {
    title: 'Retail',
    description: 'HP World and Lenovo exclusive stores where customers can see, compare and buy.',
    icon: 'Store',
    partners: ['HP', 'LENOVO'],
    otherWords: ['retail', 'stores', 'shops'],
  },
  {
    title: 'After-sales Support',
    description: 'Warranty help, technical support and service coordination after every sale.',
    icon: 'Wrench',
    partners: ['HP', 'LENOVO', 'ASUS', 'Acer'],
    otherWords: ['after sales', 'service', 'support', 'repair', 'warranty', 'help'],
  },
] satisfies Service[];
