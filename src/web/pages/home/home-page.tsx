import { quoteButtonLabel } from '#content/index.js';
import { defaultLanguageOf } from '#shared/languages.js';
import { useLocalPath, usePageContext, useText } from '#web/app/page-context.js';
import { carouselPhrasebook } from '#web/components/carousel/carousel-text.js';
import { useEnquirySetup } from '#web/features/enquiries/index.js';
import { Island } from '#web/islands/island.js';
import { AboutSection } from './about-section.js';
import { BranchesSection } from './branches-section.js';
import { DiscoverVideoSection } from './discover-video-section.js';
import { HeroCarousel } from './hero-carousel.island.js';
import { homePageTitles, homeTitleFacts } from './home-meta.js';
import { HomeSectionNavigation } from './home-section-navigation.island.js';
import { PartnersStripSection } from './partners-strip-section.js';
import { ServicesSection } from './services-section.js';

/** The home page, also shown at /services, /about and /contact, scrolled to that section. */
export function HomePage() {
  const { content, language, languages } = usePageContext();
  const text = useText();
  const localPath = useLocalPath();
  const { company, heroSlides } = content;
  return (
    <>
      <Island
        component={HomeSectionNavigation}
        props={{
          titles: homePageTitles(
            homeTitleFacts(company, language === defaultLanguageOf(languages)),
            text,
            localPath,
          ),
        }}
      />
      <Island
        component={HeroCarousel}
        props={{
          slides: heroSlides.slides.map((slide) =>
            slide.callToAction
              ? {
                  ...slide,
                  callToAction: { ...slide.callToAction, href: localPath(slide.callToAction.href) },
                }
              : slide,
          ),
          label: text('Highlights'),
          phrases: carouselPhrasebook(text, 'slide'),
          companyName: company.name,
          tagline: company.tagline,
          quote: { label: text(quoteButtonLabel), setup: useEnquirySetup() },
        }}
      />
      <ServicesSection />
      <PartnersStripSection />
      <AboutSection />
      <DiscoverVideoSection />
      <BranchesSection />
    </>
  );
}
