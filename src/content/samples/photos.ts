// Every photo the content refers to, in one list, so a generator can draw one sample image per
// id (see `photoPath`) and a test can check that no page names a photo that is not listed.

import {
  awardDistributionPhotos,
  hpActivityGallery,
  lenovoStoreOpening,
  sponsorEventPhotos,
  teamActivity,
} from './activities.js';
import { aboutPhoto, heroSlides } from './home.js';
import { allVideos } from './media.js';
import { lenovoExclusiveStore, retailStoreCarousel } from './retail.js';
import type { Photo } from './sample-types.js';

export const allPhotos: readonly Photo[] = [
  ...heroSlides.flatMap((slide): readonly Photo[] => ('photo' in slide ? [slide.photo] : [])),
  aboutPhoto,
  ...allVideos.flatMap((video): readonly Photo[] => (video.poster ? [video.poster] : [])),
  ...retailStoreCarousel.photos,
  ...lenovoExclusiveStore.carousel.photos,
  ...sponsorEventPhotos,
  ...awardDistributionPhotos,
  ...hpActivityGallery.map((card) => card.photo),
  ...teamActivity.photos,
  ...lenovoStoreOpening.photos,
];
