import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Partner } from '#content/index.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { PartnerLogoList } from './partner-logo-list.js';
import { partnerLogoStripTexts } from './partner-logo-strip-text.js';

/**
 * Paused while off screen, and as the server renders it, until the island has seen it. Without
 * scripting (where nothing would start it) it moves, and still stops on hover.
 */
const OFF_SCREEN = '[animation-play-state:paused] noscript:not-group-hover:[animation-play-state:running]';

/**
 * The logos scroll endlessly (a CSS animation of `transform` only, which the compositor runs, over
 * the list shown twice). Hovering or the pause button stops them (moving content must be pausable,
 * WCAG 2.2.2); under reduced motion they stand still and wrap onto several lines instead. While the
 * strip is out of sight the animation is paused too, so it costs the browser nothing there.
 *
 * The server renders it paused, and it starts once the island has seen the strip on screen. Chromium
 * hands an animation to the compositor only if it starts where it is drawn: one that started at
 * load in a band not yet drawn (`render-when-near`) ran on the main thread for good, a style update
 * on every frame the band was drawn, every frame of the glide to /contact (decision 0011).
 */
export function PartnerLogoStrip({
  partners,
  phrases,
}: {
  partners: readonly Partner[];
  /** The button's and the logos' texts in the page's language; English without. */
  phrases?: Phrasebook | undefined;
}) {
  const say = sayWith(phrases);
  const logoAlt = (name: string) => say(partnerLogoStripTexts.logo, { name });
  const [paused, setPaused] = useState(false);
  const onScreen = useOnScreen<HTMLDivElement>();
  const hydrated = useHydrated();
  const PauseIcon = paused ? Play : Pause;
  return (
    <>
      <div
        ref={onScreen.ref}
        className="group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]"
      >
        <div
          className={`flex w-max animate-logo-strip group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:px-4 ${
            paused ? '[animation-play-state:paused]' : onScreen.visible ? '' : OFF_SCREEN
          }`}
        >
          <PartnerLogoList partners={partners} logoAlt={logoAlt} />
          <PartnerLogoList partners={partners} logoAlt={logoAlt} duplicate />
        </div>
      </div>
      <div className="mx-auto mt-6 flex max-w-6xl justify-end px-4 motion-reduce:hidden">
        <button
          type="button"
          aria-pressed={paused}
          disabled={!hydrated}
          onClick={() => setPaused((wasPaused) => !wasPaused)}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <PauseIcon aria-hidden="true" className="size-4" />
          {say(partnerLogoStripTexts.pause)}
        </button>
      </div>
    </>
  );
}

/** Whether the element is in the viewport, watched with an IntersectionObserver (false until known). */
function useOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) =>
      setVisible(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, visible };
}
