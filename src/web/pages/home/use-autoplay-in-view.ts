import { useEffect, useRef } from 'react';

/** Share of the video that must be on screen for it to play by itself. */
const PLAY_VISIBILITY = 0.5;

/**
 * Plays a muted video while it is on screen and pauses it when it leaves, so it downloads
 * nothing until seen. Not under reduced motion, and not again once the visitor paused it.
 */
export function useAutoplayInView() {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let pausedByVisitor = false;
    let pausingOffScreen = false;

    const notePause = () => {
      if (!pausingOffScreen) pausedByVisitor = true;
      pausingOffScreen = false;
    };
    const notePlay = () => {
      pausedByVisitor = false;
    };
    video.addEventListener('pause', notePause);
    video.addEventListener('play', notePlay);

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= PLAY_VISIBILITY) {
          // play() is refused when the browser blocks autoplay or the file is missing: the
          // poster and the controls stay, which is the right fallback.
          if (!pausedByVisitor && video.paused) video.play().catch(() => undefined);
        } else if (!video.paused) {
          pausingOffScreen = true;
          video.pause();
        }
      },
      { threshold: [0, PLAY_VISIBILITY] },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.removeEventListener('pause', notePause);
      video.removeEventListener('play', notePlay);
    };
  }, []);

  return videoRef;
}
