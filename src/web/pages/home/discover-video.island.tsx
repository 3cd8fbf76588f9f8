import { photoPath } from '#content/assets.js';
import type { Video } from '#content/types.js';
import { useAutoplayInView } from './use-autoplay-in-view.js';

type DiscoverVideoProps = {
  video: Video;
  /** Shown by browsers that cannot play video (spec section 2 "Home"). */
  unsupportedText: string;
  /** The id of the heading that names the video. */
  labelledBy: string;
};

/** The promotional clip, muted and looping, with the browser's controls; it plays while on screen. */
export function DiscoverVideo({ video, unsupportedText, labelledBy }: DiscoverVideoProps) {
  const videoRef = useAutoplayInView();
  return (
    <video
      ref={videoRef}
      aria-labelledby={labelledBy}
      controls
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
