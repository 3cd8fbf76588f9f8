// The 13 brands with a detail page at /brands/{slug}, in the order of the 'Explore by Brand' grid
// on /products. Names, slugs and order are those of spec section 2 "Brand detail" (spec section 2
// "Products" calls the grid one of 12 brands but lists 13 names; we follow the list, so every
// brand page is reachable);
// descriptions name only product categories the group distributes, and the gradients are
// chosen dark enough for white text (checked by content.test.ts).

import { logoPath } from '#content/assets.js';
import type { Brand } from '#content/types.js';

export const brands = [
  {
    slug: 'hp',
    name: 'HP',
    description:
      'Authorized distribution of HP laptops, desktops, printers, monitors, workstations, servers, supplies and accessories.',
    gradient: { from: '#0073B7', to: '#003F66' },
    logo: logoPath('hp'),
    products: [
      { name: 'Laptops', description: 'Business and consumer notebooks.' },
      { name: 'Desktops', description: 'Towers, mini PCs and all-in-ones.' },
      { name: 'Printers', description: 'Laser, ink tank and multifunction printers.' },
      { name: 'Monitors', description: 'Office and professional displays.' },
      { name: 'Workstations', description: 'Desktop and mobile workstations.' },
      { name: 'Accessories', description: 'Keyboards, mice, bags and docking stations.' },
      { name: 'Ink & Toner', description: 'Original printing supplies.' },
      { name: 'Servers', description: 'Servers for small and medium businesses.' },
    ],
  },
  {
    slug: 'asus',
    name: 'ASUS',
    description: 'Authorized distribution of ASUS laptops, desktops, monitors and PC components.',
    gradient: { from: '#1F3A93', to: '#0B1437' },
    logo: logoPath('asus'),
    products: [
      { name: 'Laptops' },
      { name: 'Desktops' },
      { name: 'Monitors' },
      { name: 'Motherboards' },
      { name: 'Graphics Cards' },
      { name: 'Networking' },
    ],
  },
  {
    slug: 'lenovo',
    name: 'LENOVO',
    description:
      'Authorized distribution of Lenovo laptops, desktops, tablets, monitors, workstations and accessories.',
    gradient: { from: '#C8102E', to: '#6B0A18' },
    logo: logoPath('lenovo'),
    products: [
      { name: 'Laptops' },
      { name: 'Desktops' },
      { name: 'Tablets' },
      { name: 'Monitors' },
      { name: 'Workstations' },
      { name: 'Accessories' },
    ],
  },
  {
    slug: 'biwin',
    name: 'BIWIN',
    description: 'Authorized distribution of BIWIN storage and memory products.',
    gradient: { from: '#1E3A8A', to: '#0F1F4D' },
    logo: logoPath('biwin'),
    products: [
      { name: 'Solid State Drives' },
      { name: 'Memory Modules' },
      { name: 'Memory Cards' },
      { name: 'USB Flash Drives' },
    ],
  },
  {
    slug: 'acer',
    name: 'Acer',
    description: 'Authorized distribution of Acer laptops, desktops, monitors and projectors.',
    gradient: { from: '#3F7D20', to: '#1F4D0F' },
    logo: logoPath('acer'),
    products: [{ name: 'Laptops' }, { name: 'Desktops' }, { name: 'Monitors' }, { name: 'Projectors' }],
  },
  {
    slug: 'zebronics',
    name: 'ZEBRONICS',
    description:
      'Authorized distribution of ZEBRONICS computer peripherals, audio products and PC components.',
    gradient: { from: '#BE123C', to: '#1F2937' },
    logo: logoPath('zebronics'),
    products: [
      { name: 'Keyboards & Mice' },
      { name: 'Speakers' },
      { name: 'Headphones' },
      { name: 'Cabinets & Power Supplies' },
      { name: 'Monitors' },
    ],
  },
  {
    slug: 'tvs',
    name: 'TVS',
    description:
      'Authorized distribution of TVS printers, keyboards, barcode scanners and point-of-sale equipment.',
    gradient: { from: '#1D4ED8', to: '#172554' },
    logo: logoPath('tvs'),
    products: [
      { name: 'Printers' },
      { name: 'Keyboards & Mice' },
      { name: 'Barcode Scanners' },
      { name: 'Point-of-Sale Systems' },
    ],
  },
  {
    slug: 'aoc',
    name: 'AOC',
    description: 'Authorized distribution of AOC office and gaming monitors.',
    gradient: { from: '#B91C1C', to: '#450A0A' },
    logo: logoPath('aoc'),
    products: [{ name: 'Monitors' }, { name: 'Gaming Monitors' }],
  },
  {
    slug: 'wd',
    name: 'WD',
    otherNames: ['Western Digital'],
    description: 'Authorized distribution of WD internal and external storage.',
    gradient: { from: '#005A9C', to: '#002B4D' },
    logo: logoPath('wd'),
    products: [
      { name: 'Internal Hard Drives' },
      { name: 'External Hard Drives' },
      { name: 'Solid State Drives' },
      { name: 'Surveillance Drives' },
    ],
  },
  {
    slug: 'microtek',
    name: 'Microtek',
    description: 'Authorized distribution of Microtek power backup products.',
    gradient: { from: '#C2410C', to: '#7C2D12' },
    logo: logoPath('microtek'),
    products: [{ name: 'UPS Systems' }, { name: 'Inverters' }, { name: 'Batteries' }],
  },
  {
    slug: 'finger',
    name: 'Finger',
    description: 'Authorized distribution of Finger computer peripherals.',
    gradient: { from: '#6D28D9', to: '#2E1065' },
    logo: logoPath('finger'),
    products: [{ name: 'Computer Peripherals' }],
  },
  {
    slug: 'cp',
    name: 'CP',
    description: 'Authorized distribution of CP security and surveillance products.',
    gradient: { from: '#0F766E', to: '#042F2E' },
    logo: logoPath('cp'),
    products: [
      { name: 'CCTV Cameras' },
      { name: 'Network Video Recorders' },
      { name: 'Digital Video Recorders' },
      { name: 'Surveillance Accessories' },
    ],
  },
  {
    slug: 'essl',
    name: 'ESSL',
    description: 'Authorized distribution of ESSL attendance and access control systems.',
    gradient: { from: '#0E7490', to: '#083344' },
    logo: logoPath('essl'),
    products: [{ name: 'Biometric Attendance Systems' }, { name: 'Access Control Systems' }],
  },
] satisfies Brand[];

/** The brand for a slug the samples name; throws on a slug no brand has. */
export function brandBySlug(slug: string): Brand {
  const brand = brands.find((candidate) => candidate.slug === slug);
  if (!brand) throw new Error(`Unknown brand slug: ${slug}`);
  return brand;
}
