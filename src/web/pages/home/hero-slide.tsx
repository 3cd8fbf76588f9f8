import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HeroSlide as HeroSlideContent } from '#content/index.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { HeroSlidePhoto } from './hero-slide-photo.js';

/** Each slide its own dark gradient (white text stays above AA contrast on all of them). */
const slideBackgrounds = [
  'bg-linear-to-br from-brand-900 via-brand-700 to-brand-600',
  'bg-linear-to-br from-slate-900 via-brand-900 to-brand-700',
  'bg-linear-to-br from-indigo-950 via-brand-900 to-brand-600',
  'bg-linear-to-br from-brand-700 via-brand-900 to-slate-900',
  'bg-linear-to-br from-sky-900 via-brand-900 to-slate-900',
] as const;

type HeroSlideProps = {
  slide: HeroSlideContent;
  position: number;
  /** Beside the slide's own call to action, on every slide: the way to ask for a quote. */
  action?: ReactNode;
};

/** One slide's content over its own background; the carousel frame shows one slide at a time. */
export function HeroSlide({ slide, position, action }: HeroSlideProps) {
  return (
    <div className="flex h-full items-center">
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 ${slideBackgrounds[position % slideBackgrounds.length]}`}
      />
      <div
        className={`mx-auto grid w-full max-w-6xl items-center gap-6 px-4 pt-20 pb-28 sm:px-6 sm:pt-24 sm:pb-32 ${
          slide.photo ? 'md:grid-cols-2' : ''
        }`}
      >
        {/* Without a photo the text stands in the middle, so no half of the slide is left empty. */}
        <div className={slide.photo ? 'max-w-3xl' : 'mx-auto max-w-3xl text-center'}>
          <h2 className="text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl">
            <ContentText text={slide.heading} />
          </h2>
          <p className="mt-4 text-base text-slate-100 sm:mt-5 sm:text-xl">
            <ContentText text={slide.text} />
          </p>
          {(slide.callToAction || action) && (
            <div className={`mt-6 flex flex-wrap gap-3 sm:mt-8 ${slide.photo ? '' : 'justify-center'}`}>
              {slide.callToAction && (
                <a
                  href={slide.callToAction.href}
                  className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 shadow-lg transition-colors hover:bg-brand-50"
                >
                  <ContentText text={slide.callToAction.label} />
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              )}
              {action}
            </div>
          )}
        </div>
        {slide.photo && (
          <HeroSlidePhoto
            photo={slide.photo}
            fallbackLogo={slide.fallbackLogo}
            fallbackAlt={slide.heading}
            priority={position === 0}
          />
        )}
      </div>
    </div>
  );
}
