// The logo files: a brand's mark from the maintained `simple-icons` set where it has the brand,
// otherwise a wordmark (the name as text, never an invented mark); the company's sample
// monogram, which is also the favicon. Every file states width and height, so browsers report a
// natural size and a failed load is told apart from a loaded logo.

import sharp from 'sharp';
import type { SimpleIcon } from 'simple-icons';
import { boldTextWidthEm, escapeXml, sansSerifFonts } from './svg-text.js';

const logoHeight = 64;

/**
 * The viewBox (in the icon's 24-unit grid) that holds only the drawn shape. Simple Icons draw
 * wordmarks in a square grid, so a wide mark would sit small in a wide logo slot; rasterising it
 * large and trimming the empty border finds its bounds without parsing the path.
 */
async function simpleIconBounds(
  icon: SimpleIcon,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const scale = 40;
  const grid = 24;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${grid * scale}" height="${grid * scale}" viewBox="0 0 ${grid} ${grid}"><rect width="${grid}" height="${grid}" fill="#fff"/><path d="${icon.path}" fill="#000"/></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .trim({ background: '#ffffff', threshold: 10 })
    .toBuffer({ resolveWithObject: true });
  const padding = 0.5;
  return {
    x: -(info.trimOffsetLeft ?? 0) / scale - padding,
    y: -(info.trimOffsetTop ?? 0) / scale - padding,
    width: info.width / scale + 2 * padding,
    height: info.height / scale + 2 * padding,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export async function simpleIconLogoSvg(icon: SimpleIcon): Promise<string> {
  const bounds = await simpleIconBounds(icon);
  const width = Math.round((logoHeight * bounds.width) / bounds.height);
  const viewBox = [bounds.x, bounds.y, bounds.width, bounds.height].map(round).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${width}" height="${logoHeight}" viewBox="${viewBox}"><title>${escapeXml(icon.title)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
}

/** Splits a long name over two lines at the space that balances them best. */
function wordmarkLines(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 10 || words.length < 2) return [name];
  let best = [name];
  let bestDifference = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const difference = Math.abs(boldTextWidthEm(lines[0]!) - boldTextWidthEm(lines[1]!));
    if (difference < bestDifference) {
      best = lines;
      bestDifference = difference;
    }
  }
  return best;
}

/** A brand's name set in bold type in its colour: the stand-in where no maintained mark exists. */
export function wordmarkSvg(name: string, colour: string): string {
  const lines = wordmarkLines(name);
  const fontSize = lines.length === 1 ? 40 : 34;
  const lineHeight = 40;
  const padding = 8;
  const lineWidths = lines.map((line) => Math.round(boldTextWidthEm(line) * fontSize));
  const width = Math.max(...lineWidths) + 2 * padding;
  const height = lines.length === 1 ? logoHeight : 96;
  const firstBaseline = lines.length === 1 ? 46 : 42;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${firstBaseline + index * lineHeight}" textLength="${lineWidths[index]}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(name)}</title><g font-family="${sansSerifFonts}" font-size="${fontSize}" font-weight="700" fill="${colour}" text-anchor="middle">${text}</g></svg>\n`;
}

/** 'Sample Infotech Group' -> 'SIG': the initials of up to three words. */
export function monogramLetters(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The company's sample monogram: white initials on a rounded square of the brand colour. */
export function monogramSvg(name: string, background: string, size = logoHeight): string {
  const letters = monogramLetters(name);
  const fontSize = letters.length > 2 ? 22 : 28;
  const textWidth = Math.min(52, Math.round(boldTextWidthEm(letters) * fontSize));
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${size}" height="${size}" viewBox="0 0 64 64"><title>${escapeXml(name)}</title><rect width="64" height="64" rx="12" fill="${background}"/><text x="32" y="${32 + fontSize * 0.36}" font-family="${sansSerifFonts}" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(letters)}</text></svg>\n`;
}
