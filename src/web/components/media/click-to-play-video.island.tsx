import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { photoPath } from '#content/assets.js';
import type { Video } from '#content/types.js';
import { sayWith } from '#web/app/phrasebook.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { playVideoText } from './click-to-play-video-text.js';

type ClickToPlayVideoProps = {
  video: Video;
  /** Shown by browsers that cannot play video (spec section 2 "Home"). */
  unsupportedText: string;
  /** The play button's name in the page's language (`playVideoLabel`); 'Play video: <title>' without. */
  playLabel?: string | undefined;
};

/**
 * A video that shows its poster and one large play button in the middle until played; then the
 * browser's controls. It loads nothing but the poster before that, and nothing of it (no control
 * bar along the bottom edge) sits where the chat button floats.
 */
export function ClickToPlayVideo({ video, unsupportedText, playLabel }: ClickToPlayVideoProps) {
  // A click before the page's script runs would be lost: the button waits for it.
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  // The play button is gone: focus goes to the video, whose controls now take the keyboard.
  useEffect(() => {
    if (started) videoRef.current?.focus();
  }, [started]);

  function play() {
    setStarted(true);
    // A refused play (autoplay rules, no source) leaves the browser's controls to try again.
    videoRef.current?.play().catch(() => {});
  }

  return (
    <div className="relative">
      <video
        ref={videoRef}
        controls={started}
        muted
        playsInline
        preload="none"
        poster={video.poster ? photoPath(video.poster.id) : undefined}
        width={1280}
        height={720}
        aria-label={video.title}
        className="aspect-video w-full rounded-xl bg-slate-900 object-cover"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {unsupportedText}
      </video>
      {!started && (
        <button
          type="button"
          onClick={play}
          disabled={!hydrated}
          aria-label={playLabel ?? sayWith(undefined)(playVideoText, { title: video.title })}
          className="group absolute inset-0 grid place-items-center rounded-xl"
        >
          <span className="grid size-16 place-items-center rounded-full bg-white/90 text-brand-900 shadow-lg group-hover:bg-white">
            <Play aria-hidden="true" className="ml-1 size-8" />
          </span>
        </button>
      )}
    </div>
  );
}
