import { useEffect, useState } from 'react';
import type { HeroSlide as HeroSlideContent } from '#content/index.js';
import type { Phrasebook } from '#web/app/phrasebook.js';
import { CarouselFrame } from '#web/components/carousel/carousel-frame.js';
import { useCarousel } from '#web/components/carousel/use-carousel.js';
import {
  EnquiryOpenButton,
  type EnquiryPrefill,
  type EnquirySetup,
  LazyEnquiryDialog,
} from '#web/features/enquiries/index.js';
import { HeroSlide } from './hero-slide.js';

type HeroCarouselProps = {
  slides: readonly HeroSlideContent[];
  /** The carousel's name and its controls' texts (`carouselPhrasebook`), in the page's language. */
  label: string;
  phrases?: Phrasebook | undefined;
  /** The page's h1, above the slides: the company's name, and its tagline for screen readers. */
  companyName: string;
  tagline: string;
  /** 'Get a quote' on every slide, beside its call to action: the enquiry form, loaded when opened. */
  quote: { label: string; setup: EnquirySetup };
};

/** What the hero's quote button opens: the form about a purchase. */
const quotePrefill: EnquiryPrefill = { topic: 'sales' };

const slideElementId = (key: string) => `slide-${key}`;

/**
 * The home hero: 90% of the viewport high, five slides that move only when the visitor asks
 * (arrows or dots), wrapping around at both ends. The page's h1 sits above the slides.
 */
export function HeroCarousel({ slides, label, phrases, companyName, tagline, quote }: HeroCarouselProps) {
  const carousel = useCarousel({ count: slides.length });
  const { goTo } = carousel;
  const [enquiry, setEnquiry] = useState<EnquiryPrefill | null>(null);
  const quoteButton = (
    <EnquiryOpenButton
      label={quote.label}
      onClick={() => setEnquiry(quotePrefill)}
      variant="light"
      size="large"
    />
  );
  // An address naming a slide ('#slide-<key>', as the admin's preview links do) opens on it.
  useEffect(() => {
    const named = slides.findIndex((slide) => window.location.hash === `#${slideElementId(slide.id)}`);
    if (named > 0) goTo(named);
  }, [slides, goTo]);
  return (
    <>
      <CarouselFrame
        carousel={carousel}
        label={label}
        slideNoun="slide"
        phrases={phrases}
        slides={slides.map((slide, position) => ({
          key: slide.id,
          elementId: slideElementId(slide.id),
          content: <HeroSlide slide={slide} position={position} action={quoteButton} />,
        }))}
        className="relative isolate grid min-h-[90vh] grid-cols-1 grid-rows-1 overflow-hidden bg-brand-900 supports-[min-height:90svh]:min-h-[90svh]"
        slidesClassName="col-start-1 row-start-1"
        controlsClassName="absolute inset-x-0 bottom-6 z-10 px-4"
        tone="dark"
      >
        <div className="pointer-events-none absolute inset-x-0 top-0 z-10">
          <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
            <h1 className="inline-block rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide text-white ring-1 ring-white/25">
              {companyName}
              <span className="sr-only">: {tagline}</span>
            </h1>
          </div>
        </div>
      </CarouselFrame>
      <LazyEnquiryDialog prefill={enquiry} setup={quote.setup} onClose={() => setEnquiry(null)} />
    </>
  );
}
