import { AboutSection } from './about-section.js';
import { BranchesSection } from './branches-section.js';
import { DiscoverVideoSection } from './discover-video-section.js';
import { HeroCarousel } from './hero-carousel.js';
import { PartnersStripSection } from './partners-strip-section.js';
import { ServicesSection } from './services-section.js';
import { useScrollToSectionOnEnter } from './use-scroll-to-section.js';

/** The home page, also shown at /services, /about and /contact, scrolled to that section. */
export function HomePage() {
  useScrollToSectionOnEnter();
  return (
    <>
      <HeroCarousel />
      <ServicesSection />
      <PartnersStripSection />
      <AboutSection />
      <DiscoverVideoSection />
      <BranchesSection />
    </>
  );
}
