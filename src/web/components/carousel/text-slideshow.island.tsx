import type { TextSlide } from '#content/index.js';
import type { Phrasebook } from '#web/app/phrasebook.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { CarouselFrame } from './carousel-frame.js';
import { useCarousel } from './use-carousel.js';

type TextSlideshowProps = {
  slides: readonly TextSlide[];
  intervalMs: number;
  /** Names the slideshow for assistive technology. */
  label: string;
  /** The controls' texts in the page's language (`carouselPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
  className?: string;
};

/** Auto-advancing text slides, back to the first after the last, with the photo carousel's controls. */
export function TextSlideshow({ slides, intervalMs, label, phrases, className = '' }: TextSlideshowProps) {
  const carousel = useCarousel({ count: slides.length, autoAdvanceMs: intervalMs });
  return (
    <CarouselFrame
      carousel={carousel}
      label={label}
      phrases={phrases}
      slideNoun="slide"
      slides={slides.map((slide) => ({
        key: slide.title,
        content: (
          <>
            <h3 className="text-2xl font-bold sm:text-3xl">
              <ContentText text={slide.title} />
            </h3>
            <p className="mt-3 text-lg text-brand-50">
              <ContentText text={slide.text} />
            </p>
          </>
        ),
      }))}
      className={className}
      slidesClassName="rounded-xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white sm:p-10"
    />
  );
}
