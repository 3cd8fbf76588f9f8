// Every photo the content refers to, in one list, so a generator can draw one sample image per
// id (see `photoPath`) and a test can check that no page names a photo that is not listed.

import type { Photo } from '#content/types.js';
import {
  awardDistributionPhotos,
  hpActivityGallery,
  lenovoStoreOpening,
  sponsorEventPhotos,
  teamActivity,
} from './activities.js';
import { aboutPhoto } from './company.js';
import { heroSlides } from './home.js';
import { allVideos } from './media.js';
import { lenovoStorePhotos, retailStorePhotos } from './retail.js';

export const allPhotos: readonly Photo[] = [
  ...heroSlides.flatMap((slide) => (slide.photo ? [slide.photo] : [])),
  aboutPhoto,
  ...allVideos.flatMap((video): readonly Photo[] => (video.poster ? [video.poster] : [])),
  ...retailStorePhotos,
  ...lenovoStorePhotos,
  ...sponsorEventPhotos,
  ...awardDistributionPhotos,
  ...hpActivityGallery.map((card) => card.photo),
  ...teamActivity.photos,
  ...lenovoStoreOpening.photos,
];
