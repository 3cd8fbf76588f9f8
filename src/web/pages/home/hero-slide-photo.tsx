import { useEffect, useRef, useState } from 'react';
import type { Photo } from '#content/index.js';
import { LogoImage } from '#web/components/media/logo-image.js';
import { PhotoImage } from '#web/components/media/photo-image.js';

type HeroSlidePhotoProps = {
  photo: Photo;
  /** Shown, once, in place of the photo when the photo fails to load. */
  fallbackLogo: string | undefined;
  fallbackAlt: string;
  priority: boolean;
};

/** A slide's photo; when it fails, the slide shows its brand's logo instead (spec section 2 "Home"). */
export function HeroSlidePhoto({ photo, fallbackLogo, fallbackAlt, priority }: HeroSlidePhotoProps) {
  const [failed, setFailed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !fallbackLogo) return;
    // The pre-rendered image may have failed before React was listening: look at how it ended.
    const image = frame.querySelector('img');
    if (image?.complete && image.naturalWidth === 0) {
      setFailed(true);
      return;
    }
    // The photo component takes no error handler, and `error` does not bubble, so listen in the
    // capture phase, which passes through this frame on the way to the image.
    const showLogo = () => setFailed(true);
    frame.addEventListener('error', showLogo, true);
    return () => frame.removeEventListener('error', showLogo, true);
  }, [fallbackLogo]);

  return (
    <div ref={frameRef} className="overflow-hidden rounded-2xl bg-white/10 shadow-2xl ring-1 ring-white/20">
      {failed && fallbackLogo ? (
        <div className="flex aspect-[2/1] max-h-56 w-full items-center justify-center bg-white p-8 md:aspect-[3/2] md:max-h-none">
          <LogoImage
            src={fallbackLogo}
            alt={fallbackAlt}
            width={240}
            height={96}
            className="h-24 w-60 object-contain"
          />
        </div>
      ) : (
        // On a phone the frame is a band twice as wide as high: an upload comes cropped to it
        // around its focal point, rather than a 3:2 photo cut to a strip through its middle.
        <PhotoImage
          photo={photo}
          priority={priority}
          phoneCrop="wide"
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[2/1] max-h-56 w-full object-cover md:aspect-[3/2] md:max-h-none"
        />
      )}
    </div>
  );
}
