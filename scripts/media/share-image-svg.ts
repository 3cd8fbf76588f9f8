// The default link-preview image (Open Graph, 1200x630): the company's sample monogram, name and
// tagline on the brand colours. Pages without their own image share this one.

import { escapeXml, sansSerifFonts } from './svg-text.js';

export const shareImageSize = { width: 1200, height: 630 } as const;

export function shareImageSvg(companyName: string, tagline: string, monogram: string): string {
  const { width, height } = shareImageSize;
  // The monogram is a complete SVG document; nested <svg> places it at its own position and size.
  const placedMonogram = monogram
    .replace('<svg ', '<svg x="100" y="165" ')
    .replace(/width="\d+" height="\d+"/, 'width="160" height="160"');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#dbeafe"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#brand)"/>
<rect y="${height - 24}" width="${width}" height="24" fill="#1e3a8a"/>
${placedMonogram}
<g font-family="${sansSerifFonts}" fill="#1e3a8a">
<text x="300" y="240" font-size="64" font-weight="700">${escapeXml(companyName)}</text>
<text x="300" y="310" font-size="34" fill="#1e40af">${escapeXml(tagline)}</text>
<text x="100" y="520" font-size="26" fill="#334155">Sample image: replace it with the company's own.</text>
</g>
</svg>`;
}
