// What the media generator makes, one task per output: a task names its files (relative to the
// public folder), the data it is drawn from, and how to write it. The stamp (output-stamp.ts)
// skips a task whose inputs and files have not changed since it last ran.

import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { type SimpleIcon, siAcer, siAsus, siHp, siLenovo } from 'simple-icons';
import { defaultShareImagePath, photoFormats, photoPath, photoSize, photoWidths } from '#content/assets.js';
import { brands } from '#content/samples/brands.js';
import { company } from '#content/samples/company.js';
import { allLogos } from '#content/samples/logos.js';
import { allPhotos } from '#content/samples/photos.js';
import type { LogoFile, Photo } from '#content/types.js';
import { monogramSvg, simpleIconLogoSvg, wordmarkSvg } from './logo-svg.js';
import { sampleIllustrationSvg } from './sample-illustration-svg.js';
import { shareImageSvg } from './share-image-svg.js';

export interface MediaTask {
  /** Stable name in the stamp, e.g. 'photo:about-office'. */
  readonly key: string;
  /** The data the output is drawn from (the generator's own code is hashed separately). */
  readonly inputs: unknown;
  /** Output files, relative to the public folder, with '/' separators. */
  readonly files: readonly string[];
  write(publicDirectory: string): Promise<void>;
}

export const faviconPath = '/favicon.svg';

/** The company's colour (brand-900 in src/web/main.css) behind its monogram. */
const companyColour = '#1e3a8a';
/** Wordmarks of the sample partners, who have no brand colour yet. */
const samplePartnerColour = '#475569';

/**
 * The brands simple-icons (v16) has. It has no mark for WD (Western Digital), AOC, TVS, ZEBRONICS,
 * Microtek, BIWIN, Finger, CP Plus or eSSL: those get wordmarks.
 */
const simpleIconsByBrandSlug: Readonly<Record<string, SimpleIcon>> = {
  hp: siHp,
  asus: siAsus,
  lenovo: siLenovo,
  acer: siAcer,
};

/** '/photos/a.webp' -> 'photos/a.webp': a site URL path as a path inside the public folder. */
export function publicFile(urlPath: string): string {
  return urlPath.replace(/^\/+/, '');
}

/** Writes beside the target, then renames: a build running at the same time never reads half a file. */
async function writeOutput(publicDirectory: string, urlPath: string, contents: string | Buffer) {
  const file = path.join(publicDirectory, publicFile(urlPath));
  const partialFile = `${file}.${process.pid}.partial`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(partialFile, contents);
  await fs.rename(partialFile, file);
}

/**
 * Encoder settings, measured on the sample pictures: AVIF at effort 0 costs a quarter of the CPU
 * of effort 2 for files about a fifth larger, which keeps a cold build of every photo near ten
 * CPU-seconds. The JPEG is only the fallback for browsers without AVIF or WebP support.
 */
function encode(image: Sharp, format: (typeof photoFormats)[number]): Sharp {
  if (format === 'avif') return image.avif({ quality: 45, effort: 0 });
  if (format === 'webp') return image.webp({ quality: 72, effort: 2 });
  return image.jpeg({ quality: 75 });
}

function photoTask(photo: Photo): MediaTask {
  const variants = photoWidths.flatMap((width) => photoFormats.map((format) => ({ width, format })));
  return {
    key: `photo:${photo.id}`,
    inputs: { alt: photo.alt, size: photoSize, variants, drawing: 'illustration-1' },
    files: variants.map(({ width, format }) => publicFile(photoPath(photo.id, format, width))),
    async write(publicDirectory) {
      // Draw once at full size; every width and format is resized and encoded from these pixels.
      const { data, info } = await sharp(Buffer.from(sampleIllustrationSvg(photo)))
        .resize(photoSize.width, photoSize.height)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      await Promise.all(
        variants.map(async ({ width, format }) => {
          const image = sharp(data, { raw }).resize(width);
          await writeOutput(
            publicDirectory,
            photoPath(photo.id, format, width),
            await encode(image, format).toBuffer(),
          );
        }),
      );
    },
  };
}

/** How a logo is drawn: a maintained brand mark, a wordmark, or the company monogram. */
function logoDrawing(logo: LogoFile): { inputs: unknown; draw: () => Promise<string> | string } {
  if (logo.name === company.name) {
    return {
      inputs: { monogram: company.name, colour: companyColour },
      draw: () => monogramSvg(company.name, companyColour),
    };
  }
  const brand = brands.find((candidate) => candidate.logo === logo.path);
  const icon = brand ? simpleIconsByBrandSlug[brand.slug] : undefined;
  if (icon) {
    return {
      inputs: { simpleIcon: icon.slug, hex: icon.hex, path: icon.path },
      draw: () => simpleIconLogoSvg(icon),
    };
  }
  const colour = brand?.gradient.from ?? samplePartnerColour;
  return { inputs: { wordmark: logo.name, colour }, draw: () => wordmarkSvg(logo.name, colour) };
}

function logoTask(logo: LogoFile): MediaTask {
  const drawing = logoDrawing(logo);
  return {
    key: `logo:${logo.path}`,
    inputs: { name: logo.name, drawing: drawing.inputs },
    files: [publicFile(logo.path)],
    write: async (publicDirectory) => writeOutput(publicDirectory, logo.path, await drawing.draw()),
  };
}

function faviconTask(): MediaTask {
  return {
    key: 'favicon',
    inputs: { monogram: company.name, colour: companyColour },
    files: [publicFile(faviconPath)],
    write: (publicDirectory) =>
      writeOutput(publicDirectory, faviconPath, monogramSvg(company.name, companyColour)),
  };
}

function shareImageTask(): MediaTask {
  const inputs = { name: company.name, tagline: company.tagline, colour: companyColour };
  return {
    key: 'share-image',
    inputs,
    files: [publicFile(defaultShareImagePath)],
    async write(publicDirectory) {
      const svg = shareImageSvg(company.name, company.tagline, monogramSvg(company.name, companyColour));
      const png = await sharp(Buffer.from(svg))
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toBuffer();
      await writeOutput(publicDirectory, defaultShareImagePath, png);
    },
  };
}

/** Every output of the generator: the photos, the logos, the favicon and the share image. */
export function mediaTasks(): MediaTask[] {
  return [...allPhotos.map(photoTask), ...allLogos.map(logoTask), faviconTask(), shareImageTask()];
}
