// The picture drawn for a photo the company has not supplied yet: a soft gradient with a few
// simple shapes, the words 'Sample photo' and the subject from its alt text, so nobody mistakes
// it for a real photo. Colours and shapes vary with the id, so neighbouring slides differ.

import { photoSize } from '../../src/content/assets.js';
import type { Photo } from '../../src/content/types.js';
import { escapeXml, hashOf, sansSerifFonts, wrapWords } from './svg-text.js';

const sampleAltPrefix = 'Sample photo: ';
const maxSubjectLines = 3;

/** The subject a sample photo shows: its alt text without the 'Sample photo: ' prefix. */
export function photoSubject(photo: Photo): string {
  return photo.alt.startsWith(sampleAltPrefix) ? photo.alt.slice(sampleAltPrefix.length) : photo.alt;
}

function subjectLines(subject: string): string[] {
  const lines = wrapWords(subject, 34);
  if (lines.length <= maxSubjectLines) return lines;
  const kept = lines.slice(0, maxSubjectLines);
  kept[maxSubjectLines - 1] = `${kept[maxSubjectLines - 1]}…`;
  return kept;
}

export function samplePhotoSvg(photo: Photo): string {
  const { width, height } = photoSize;
  const seed = hashOf(photo.id);
  const hue = seed % 360;
  const secondHue = (hue + 35 + ((seed >>> 9) % 50)) % 360;
  const sunX = 760 + ((seed >>> 3) % 300);
  const ridgeShift = (seed >>> 12) % 200;
  const lines = subjectLines(photoSubject(photo));
  const firstLineY = 470;
  const lineHeight = 52;
  const panelHeight = 124 + lines.length * lineHeight;
  const subject = lines
    .map(
      (line, index) =>
        `<text x="600" y="${firstLineY + index * lineHeight}" font-size="40">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue}, 65%, 86%)"/><stop offset="1" stop-color="hsl(${secondHue}, 55%, 68%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="170" r="110" fill="#ffffff" fill-opacity="0.45"/>
<path d="M0 ${height} L${260 + ridgeShift} 520 L${520 + ridgeShift} ${height} Z" fill="hsl(${secondHue}, 40%, 45%)" fill-opacity="0.35"/>
<path d="M${380 + ridgeShift} ${height} L${820 + ridgeShift / 2} 430 L${width} 700 L${width} ${height} Z" fill="hsl(${hue}, 40%, 40%)" fill-opacity="0.3"/>
<rect x="150" y="${firstLineY - 150}" width="900" height="${panelHeight}" rx="28" fill="#ffffff" fill-opacity="0.78"/>
<g font-family="${sansSerifFonts}" fill="#0f172a" text-anchor="middle">
<text x="600" y="${firstLineY - 62}" font-size="76" font-weight="700">Sample photo</text>
${subject}
</g>
</svg>`;
}
