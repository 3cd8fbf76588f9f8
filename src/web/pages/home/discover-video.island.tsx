import { photoPath } from '#content/assets.js';
import type { Video } from '#content/types.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { useAutoplayInView } from './use-autoplay-in-view.js';

type DiscoverVideoProps = {
  video: Video;
  /** Shown by browsers that cannot play video (spec section 2 "Home"). */
  unsupportedText: string;
  /** The id of the heading that names the video. */
  labelledBy: string;
};

/**
 * The promotional clip, muted and looping, with the browser's controls; it plays while on screen.
 *
 * The controls come with the island's script, as on the site's other controls that need it. Until
 * the clip has loaded, Chromium's controls keep a hidden loading spinner turning, and each of its
 * frames repainted the whole page: a glide to /contact passing the video drew about 130 more
 * frames with them than without (issue 32, decision 0011). The island wakes only near the video,
 * so a glide that passes it draws the poster alone.
 */
export function DiscoverVideo({ video, unsupportedText, labelledBy }: DiscoverVideoProps) {
  const videoRef = useAutoplayInView();
  const hydrated = useHydrated();
  return (
    <video
      ref={videoRef}
      aria-labelledby={labelledBy}
      controls={hydrated}
      muted
      loop
      playsInline
      preload="none"
      poster={video.poster ? photoPath(video.poster.id) : undefined}
      width={1280}
      height={720}
      className="aspect-video h-auto w-full"
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      {unsupportedText}
    </video>
  );
}
