// Every video the site plays, with its poster photo. The files are samples under /media/,
// replaced by the company's own footage with the same names.

import { samplePhoto, videoSources } from '#content/assets.js';
import type { Video } from '#content/types.js';

/** Home page 'Discover in Action': plays muted, looping, with controls. */
export const discoverInActionVideo = {
  id: 'discover-in-action',
  title: 'Discover in Action',
  sources: videoSources('discover-in-action'),
  poster: samplePhoto('video-poster-discover-in-action', 'the team at work in the Kolkata corporate office'),
} satisfies Video;

export const distributionVideos = [
  {
    id: 'distribution-01',
    title: 'Our distribution network (sample video)',
    sources: videoSources('distribution-01'),
    poster: samplePhoto(
      'video-poster-distribution-01',
      'boxed laptops stacked in a warehouse ready for dispatch',
    ),
  },
  {
    id: 'distribution-02',
    title: 'Supporting our partners (sample video)',
    sources: videoSources('distribution-02'),
    poster: samplePhoto(
      'video-poster-distribution-02',
      'a trainer showing a new laptop to reseller partners',
    ),
  },
] satisfies Video[];

export const allVideos: Video[] = [discoverInActionVideo, ...distributionVideos];
