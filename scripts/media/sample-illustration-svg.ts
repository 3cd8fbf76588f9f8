// The picture drawn for a photo the company has not supplied yet: a flat illustration in the brand
// palette of what the photo will show (a storefront for a store, a trophy for an award, laptops
// for a display table), without any words. That it is a sample is said in the alt text only
// ('Sample photo: ...'), and the admin's launch checklist lists every one still in place.

import { photoSize } from '#content/assets.js';
import type { Photo } from '#content/types.js';
import { hashOf } from './svg-text.js';

/** The site's palette (src/web/main.css): brand blues, the orange accent, and warm skin tones. */
const palette = {
  brand50: '#eff6ff',
  brand100: '#dbeafe',
  brand200: '#bfdbfe',
  brand600: '#1d4ed8',
  brand700: '#1e40af',
  brand900: '#1e3a8a',
  accent: '#f97316',
  accentSoft: '#fed7aa',
  gold: '#f59e0b',
  slate: '#334155',
  white: '#ffffff',
  skins: ['#f1c27d', '#c68642', '#8d5524', '#e0ac69'],
  clothes: ['#1d4ed8', '#f97316', '#0f766e', '#7c3aed', '#be123c', '#1e3a8a'],
} as const;

type Motif =
  | 'storefront'
  | 'ribbon'
  | 'trophy'
  | 'stage'
  | 'people'
  | 'printer'
  | 'monitors'
  | 'phones'
  | 'desk'
  | 'whiteboard'
  | 'shelf'
  | 'laptops';

/** The first rule whose words appear in the subject names the motif; laptops are the default. */
const motifRules: readonly (readonly [Motif, RegExp])[] = [
  ['ribbon', /ribbon|opening/],
  ['storefront', /storefront|front of|entrance/],
  ['trophy', /trophy|award|prize|certificate/],
  ['stage', /stage|seminar|launch|audience|fair/],
  ['whiteboard', /whiteboard|planning|training/],
  ['printer', /printer|ink|toner|printing/],
  ['monitors', /monitor|desktop/],
  ['phones', /phone|tablet/],
  ['desk', /desk|reception|service|help/],
  ['shelf', /shelf|accessor|wall/],
  ['laptops', /laptop/],
  [
    'people',
    /team|group|customers|guests|dealers|colleagues|visitors|staff|handshake|meet|celebration|outing/,
  ],
];

export function motifOf(subject: string): Motif {
  const words = subject.toLowerCase();
  return motifRules.find(([, pattern]) => pattern.test(words))?.[0] ?? 'laptops';
}

const { width, height } = photoSize;
const floorY = 600;

function person(x: number, y: number, scale: number, seed: number): string {
  const skin = palette.skins[seed % palette.skins.length];
  const cloth = palette.clothes[(seed >>> 3) % palette.clothes.length];
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-42" y="-10" width="84" height="130" rx="40" fill="${cloth}"/>
<circle cx="0" cy="-52" r="36" fill="${skin}"/>
<path d="M-36 -60 Q0 -108 36 -60 Q30 -84 0 -88 Q-30 -84 -36 -60 Z" fill="${palette.slate}"/>
</g>`;
}

function crowd(count: number, y: number, scale: number, seed: number, spread = 900): string {
  const step = spread / Math.max(count - 1, 1);
  const left = (width - spread) / 2;
  return Array.from({ length: count }, (_, index) =>
    person(left + index * step, y + ((seed >>> index) % 3) * 8, scale, seed + index * 7),
  ).join('');
}

function laptop(x: number, y: number, scale: number, screen: string, glow = false): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<path d="M-90 0 L-80 -120 L80 -120 L90 0 Z" fill="${palette.slate}"/>
<path d="M-78 -10 L-70 -110 L70 -110 L78 -10 Z" fill="${screen}"/>
<path d="M-70 -110 L10 -110 L-50 -10 L-78 -10 Z" fill="${palette.white}" fill-opacity="0.12"/>
<path d="M-120 0 L120 0 L108 18 L-108 18 Z" fill="#94a3b8"/>
${glow ? `<rect x="-80" y="3" width="160" height="8" rx="3" fill="${palette.accent}"/>` : ''}
</g>`;
}

function table(y: number): string {
  return `<rect x="150" y="${y}" width="900" height="26" rx="8" fill="${palette.brand900}"/>
<rect x="200" y="${y + 26}" width="800" height="${floorY + 120 - y}" fill="${palette.brand700}" fill-opacity="0.55"/>`;
}

function storefront(seed: number, withRibbon: boolean): string {
  const stripes = Array.from(
    { length: 12 },
    (_, index) =>
      `<path d="M${240 + index * 60} 230 h60 v70 q-30 28 -60 0 Z" fill="${index % 2 ? palette.white : palette.accent}"/>`,
  ).join('');
  const ribbon = withRibbon
    ? `<path d="M470 480 Q600 520 730 480" stroke="#dc2626" stroke-width="16" fill="none"/>
<path d="M600 500 l-40 60 l30 -6 l10 28 Z M600 500 l40 60 l-30 -6 l-10 28 Z" fill="#dc2626"/>
${person(380, 560, 0.9, seed)}${person(820, 560, 0.9, seed + 5)}`
    : '';
  return `<rect x="220" y="130" width="760" height="${floorY - 130}" fill="${palette.white}"/>
<rect x="220" y="130" width="760" height="100" fill="${palette.brand700}"/>
<rect x="420" y="160" width="360" height="40" rx="20" fill="${palette.white}" fill-opacity="0.9"/>
${stripes}
<rect x="260" y="330" width="200" height="${floorY - 330}" fill="${palette.brand100}" stroke="${palette.brand900}" stroke-width="8"/>
<rect x="740" y="330" width="200" height="${floorY - 330}" fill="${palette.brand100}" stroke="${palette.brand900}" stroke-width="8"/>
<rect x="500" y="360" width="200" height="${floorY - 360}" fill="${palette.brand600}"/>
<rect x="596" y="380" width="8" height="${floorY - 380}" fill="${palette.brand900}"/>
${laptop(360, 520, 0.55, palette.brand600)}${laptop(840, 520, 0.55, palette.accent)}
${ribbon}`;
}

function trophy(): string {
  return `${table(560)}
<path d="M520 250 h160 v40 q0 120 -80 150 q-80 -30 -80 -150 Z" fill="${palette.gold}"/>
<path d="M520 280 q-70 0 -60 60 q10 50 70 60" stroke="${palette.gold}" stroke-width="18" fill="none"/>
<path d="M680 280 q70 0 60 60 q-10 50 -70 60" stroke="${palette.gold}" stroke-width="18" fill="none"/>
<rect x="580" y="430" width="40" height="60" fill="#d97706"/>
<rect x="530" y="490" width="140" height="70" rx="8" fill="${palette.brand900}"/>
<rect x="760" y="420" width="220" height="140" rx="6" fill="${palette.white}" stroke="${palette.gold}" stroke-width="8" transform="rotate(-6 870 490)"/>
<circle cx="900" cy="520" r="22" fill="#dc2626" transform="rotate(-6 870 490)"/>
<path d="M560 250 l40 -40 l40 40" fill="none" stroke="${palette.white}" stroke-opacity="0.5" stroke-width="10"/>`;
}

function stage(seed: number): string {
  return `<rect x="160" y="90" width="880" height="280" rx="12" fill="${palette.brand900}"/>
<rect x="190" y="120" width="820" height="220" rx="8" fill="${palette.brand600}"/>
${laptop(600, 300, 0.9, palette.accent)}
<rect x="120" y="400" width="960" height="40" fill="${palette.brand700}"/>
${person(330, 340, 0.7, seed)}${person(870, 340, 0.7, seed + 3)}
${crowd(6, 640, 0.85, seed + 11, 880)}`;
}

function whiteboard(seed: number): string {
  return `<rect x="300" y="110" width="600" height="340" rx="10" fill="${palette.white}" stroke="#94a3b8" stroke-width="10"/>
<polyline points="350,400 450,330 550,360 650,250 760,280 850,180" fill="none" stroke="${palette.brand600}" stroke-width="12" stroke-linejoin="round"/>
<rect x="360" y="150" width="160" height="18" rx="9" fill="${palette.accent}"/>
<rect x="360" y="185" width="240" height="14" rx="7" fill="${palette.brand200}"/>
${crowd(4, 640, 1, seed, 760)}`;
}

function printer(): string {
  const cartridges = Array.from(
    { length: 8 },
    (_, index) =>
      `<rect x="${210 + index * 100}" y="${index % 2 ? 150 : 140}" width="70" height="90" rx="8" fill="${[palette.brand600, palette.accent, '#0f766e', palette.slate][index % 4]}"/>`,
  ).join('');
  return `<rect x="170" y="240" width="860" height="18" fill="${palette.brand900}"/>
${cartridges}
${table(560)}
<rect x="400" y="380" width="400" height="180" rx="24" fill="${palette.slate}"/>
<rect x="440" y="330" width="320" height="70" rx="8" fill="${palette.white}"/>
<rect x="450" y="470" width="300" height="16" rx="8" fill="#0f172a"/>
<rect x="470" y="486" width="260" height="64" fill="${palette.white}"/>
<circle cx="760" cy="420" r="12" fill="${palette.accent}"/>`;
}

function monitors(): string {
  return `${table(560)}
${[260, 600, 940]
  .map(
    (x, index) => `<rect x="${x - 140}" y="230" width="280" height="190" rx="12" fill="${palette.slate}"/>
<rect x="${x - 126}" y="244" width="252" height="162" rx="4" fill="${index === 1 ? palette.accent : palette.brand600}"/>
<rect x="${x - 16}" y="420" width="32" height="110" fill="#64748b"/>
<rect x="${x - 80}" y="530" width="160" height="30" rx="10" fill="#64748b"/>`,
  )
  .join('')}`;
}

function phones(): string {
  return `${table(560)}
${[300, 450, 600, 750, 900]
  .map(
    (
      x,
      index,
    ) => `<rect x="${x - 55}" y="${330 + (index % 2) * 30}" width="110" height="200" rx="18" fill="${palette.slate}"/>
<rect x="${x - 46}" y="${344 + (index % 2) * 30}" width="92" height="168" rx="10" fill="${index % 2 ? palette.accent : palette.brand600}"/>
<rect x="${x - 30}" y="530" width="60" height="30" fill="#94a3b8"/>`,
  )
  .join('')}`;
}

function desk(seed: number): string {
  return `${person(600, 420, 1, seed)}
<rect x="250" y="450" width="700" height="${floorY + 40 - 450}" rx="10" fill="${palette.brand700}"/>
<rect x="230" y="440" width="740" height="30" rx="8" fill="${palette.brand900}"/>
<rect x="360" y="300" width="180" height="130" rx="8" fill="${palette.slate}"/>
<rect x="372" y="312" width="156" height="104" fill="${palette.brand600}"/>
<rect x="440" y="430" width="20" height="12" fill="#64748b"/>
<rect x="560" y="520" width="80" height="60" rx="10" fill="${palette.accent}"/>`;
}

function shelf(): string {
  const rows = [200, 350, 500];
  return `<rect x="200" y="120" width="800" height="${floorY - 120}" fill="${palette.brand100}" stroke="${palette.brand700}" stroke-width="10"/>
${rows
  .map(
    (y, row) => `<rect x="200" y="${y + 70}" width="800" height="14" fill="${palette.brand700}"/>
${[270, 420, 570, 720, 870]
  .map((x, index) => {
    const colour = [palette.slate, palette.brand600, palette.accent, '#0f766e'][(index + row) % 4];
    return row === 0
      ? `<ellipse cx="${x}" cy="${y + 40}" rx="40" ry="28" fill="${colour}"/>`
      : row === 1
        ? `<rect x="${x - 60}" y="${y + 30}" width="120" height="40" rx="6" fill="${colour}"/>`
        : `<rect x="${x - 45}" y="${y}" width="90" height="70" rx="14" fill="${colour}"/><path d="M${x - 20} ${y} q20 -30 40 0" stroke="${colour}" stroke-width="8" fill="none"/>`;
  })
  .join('')}`,
  )
  .join('')}`;
}

function laptops(seed: number, subject: string): string {
  const glow = /gaming|lit/.test(subject);
  return `${table(520)}
${laptop(340, 520, 1, palette.brand600, glow)}${laptop(600, 505, 1.15, palette.accent, glow)}${laptop(860, 520, 1, palette.brand600, glow)}
${/customer|visitor|showing|trying/.test(subject) ? person(200, 560, 0.8, seed) : ''}`;
}

function people(seed: number): string {
  return `<circle cx="${300 + (seed % 600)}" cy="200" r="90" fill="${palette.white}" fill-opacity="0.5"/>
${crowd(5, 520, 1.25, seed, 800)}`;
}

function drawing(motif: Motif, seed: number, subject: string): string {
  switch (motif) {
    case 'storefront':
      return storefront(seed, false);
    case 'ribbon':
      return storefront(seed, true);
    case 'trophy':
      return trophy();
    case 'stage':
      return stage(seed);
    case 'whiteboard':
      return whiteboard(seed);
    case 'printer':
      return printer();
    case 'monitors':
      return monitors();
    case 'phones':
      return phones();
    case 'desk':
      return desk(seed);
    case 'shelf':
      return shelf();
    case 'people':
      return people(seed);
    case 'laptops':
      return laptops(seed, subject);
  }
}

/** The subject a sample photo shows: its alt text without the 'Sample photo: ' prefix. */
export function photoSubject(photo: Photo): string {
  return photo.alt.replace(/^Sample photo: /, '');
}

export function sampleIllustrationSvg(photo: Photo): string {
  const seed = hashOf(photo.id);
  const subject = photoSubject(photo).toLowerCase();
  // Neighbouring photos differ: the background leans a little warmer or cooler with the id.
  const wallTint = [palette.brand50, palette.brand100, '#fff7ed', '#f0f9ff'][seed % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${wallTint}"/><stop offset="1" stop-color="${palette.brand200}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${palette.brand200}"/>
<rect y="${floorY}" width="${width}" height="10" fill="${palette.brand700}" fill-opacity="0.25"/>
${drawing(motifOf(subject), seed, subject)}
</svg>`;
}
