// The media pipeline, run into a temporary folder: it makes every photo in every format and
// width and every logo, skips what is up to date, and its check fails when a logo is missing.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allLogos,
  allPhotos,
  brands,
  defaultShareImagePath,
  photoFormats,
  photoPath,
  photoWidths,
} from '#content/samples/index.js';
import { parseLogo } from '#web/components/media/inline-logo.js';
import { assertMediaComplete, MissingMediaError, mediaPathsInContent } from './media-check.js';
import { generateMedia, type MediaGeneratorReport } from './media-generator.js';
import { writeStamp } from './output-stamp.js';

const workDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'media-generator-'));
const publicDirectory = path.join(workDirectory, 'public');
const stampFile = path.join(workDirectory, 'stamp.json');
const options = { publicDirectory, stampFile };
const fileOf = (urlPath: string) => path.join(publicDirectory, urlPath.slice(1));

let coldRun: MediaGeneratorReport;

beforeAll(async () => {
  coldRun = await generateMedia(options);
}, 180_000);

afterAll(() => fs.rmSync(workDirectory, { recursive: true, force: true }));

describe('media generator', () => {
  it('draws every photo as AVIF, WebP and JPEG at every width, in 3:2', async () => {
    expect(coldRun.generated).toBe(allPhotos.length + allLogos.length + 2);
    const expectedFormat = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
    for (const photo of allPhotos) {
      for (const width of photoWidths) {
        for (const format of photoFormats) {
          const metadata = await sharp(fileOf(photoPath(photo.id, format, width))).metadata();
          expect({
            file: photoPath(photo.id, format, width),
            format: metadata.format,
            width: metadata.width,
          }).toEqual({
            file: photoPath(photo.id, format, width),
            format: expectedFormat[format],
            width,
          });
          expect(metadata.height).toBe(Math.round((width * 2) / 3));
        }
      }
    }
  });

  it('draws every logo as an SVG with a stated size: brand marks from simple-icons, otherwise wordmarks', () => {
    for (const logo of allLogos) {
      const svg = fs.readFileSync(fileOf(logo.path), 'utf8');
      expect(svg, logo.path).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="\d+" height="\d+"/,
      );
    }
    const logoOf = (slug: string) =>
      fs.readFileSync(fileOf(brands.find((brand) => brand.slug === slug)!.logo), 'utf8');
    expect(logoOf('hp')).toContain('fill="#0096D6"');
    expect(logoOf('hp')).not.toContain('<text');
    expect(logoOf('wd')).toMatch(/<text[^>]*>WD<\/text>/);
    expect(logoOf('zebronics')).toMatch(/<text[^>]*>ZEBRONICS<\/text>/);
  });

  it('draws every logo so that the site can draw it inline (a single <svg> with a viewBox)', () => {
    for (const logo of allLogos) {
      const inline = parseLogo(fs.readFileSync(fileOf(logo.path), 'utf8'));
      expect(inline, logo.path).toBeDefined();
      expect(inline?.markup, logo.path).not.toMatch(/<title>|<svg/);
    }
  });

  it('draws the favicon and the 1200x630 share image', async () => {
    expect(fs.readFileSync(path.join(publicDirectory, 'favicon.svg'), 'utf8')).toContain('<svg');
    const shareImage = await sharp(fileOf(defaultShareImagePath)).metadata();
    expect([shareImage.format, shareImage.width, shareImage.height]).toEqual(['png', 1200, 630]);
  });

  it('skips everything on a second run, and redraws only a file that went missing', async () => {
    const probe = fileOf(photoPath(allPhotos[0]!.id, 'avif', 480));
    const writtenAt = fs.statSync(probe).mtimeMs;
    const warmRun = await generateMedia(options);
    expect(warmRun).toMatchObject({ generated: 0, upToDate: coldRun.generated, removed: 0 });
    expect(fs.statSync(probe).mtimeMs).toBe(writtenAt);

    fs.rmSync(fileOf(allLogos[1]!.path));
    expect(await generateMedia(options)).toMatchObject({ generated: 1 });
    expect(fs.existsSync(fileOf(allLogos[1]!.path))).toBe(true);
  });

  it('deletes files it wrote for outputs that no longer exist', async () => {
    const oldFile = 'photos/retired-photo-480.webp';
    fs.writeFileSync(path.join(publicDirectory, oldFile), 'old');
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    writeStamp(stampFile, { ...stamp, 'photo:retired-photo': { hash: 'old', files: [oldFile] } });
    expect(await generateMedia(options)).toMatchObject({ generated: 0, removed: 1 });
    expect(fs.existsSync(path.join(publicDirectory, oldFile))).toBe(false);
  });
});

describe('media check', () => {
  it('finds every logo, video and image path the content names', () => {
    const named = mediaPathsInContent();
    for (const logo of allLogos) expect(named).toContain(logo.path);
    expect(named).toContain('/media/discover-in-action.webm');
    expect(mediaPathsInContent({ brand: { logo: '/logos/new-brand.svg', href: '/products' } })).toEqual([
      '/logos/new-brand.svg',
    ]);
  });

  it('passes when everything is there and names each missing logo otherwise', () => {
    // The committed sample videos are not generated: borrow them so only logos can be missing.
    fs.cpSync(path.resolve('src/web/public/media'), path.join(publicDirectory, 'media'), { recursive: true });
    expect(() => assertMediaComplete(publicDirectory)).not.toThrow();

    const removedLogo = allLogos.at(-1)!.path;
    fs.rmSync(fileOf(removedLogo));
    const check = () => assertMediaComplete(publicDirectory);
    expect(check).toThrow(MissingMediaError);
    expect(check).toThrow(removedLogo);
    try {
      check();
    } catch (error) {
      expect((error as MissingMediaError).missing).toEqual([removedLogo]);
    }
    expect(() => assertMediaComplete(publicDirectory, ['/logos/unknown-brand.svg'])).toThrow(
      /\/logos\/unknown-brand\.svg/,
    );
  });
});
