import type { Photo } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageHero } from '#web/components/ui/page-hero.js';
import { AwardsSection } from './awards-section.js';
import { GallerySection } from './gallery-section.js';
import { KeyAchievementsSection } from './key-achievements-section.js';
import { MilestonesSection } from './milestones-section.js';
import { RecentEventsSection } from './recent-events-section.js';
import { StoreOpeningsSection } from './store-openings-section.js';

const photoItems = (photos: readonly Photo[]) => photos.map((photo) => ({ photo }));

export function ActivitiesPage() {
  const { activitiesPage, galleries } = useSiteContent();
  const text = useText();
  const activitiesHero = activitiesPage.hero;
  const {
    awardDistribution: awardDistributionPhotos,
    hpActivities: hpActivityGallery,
    lenovoStoreOpening,
    sponsorEvents: sponsorEventPhotos,
    teamActivity,
  } = galleries;
  return (
    <>
      <PageHero eyebrow={activitiesHero.title} heading={activitiesHero.heading} text={activitiesHero.text} />
      <AwardsSection />
      <GallerySection
        id="sponsor-events"
        title={text('Sponsor Events')}
        items={photoItems(sponsorEventPhotos)}
      />
      <GallerySection
        id="award-distribution"
        title={text('Award Distribution')}
        items={photoItems(awardDistributionPhotos)}
        shaded
      />
      <GallerySection id="hp-activities" title={text('HP Activities')} items={hpActivityGallery} />
      <GallerySection
        id="team-activity"
        title={teamActivity.title}
        text={teamActivity.text}
        items={photoItems(teamActivity.photos)}
        shaded
      />
      <GallerySection
        id="lenovo-store-opening"
        title={lenovoStoreOpening.title}
        text={lenovoStoreOpening.text}
        items={photoItems(lenovoStoreOpening.photos)}
      />
      <KeyAchievementsSection />
      <MilestonesSection />
      <StoreOpeningsSection />
      <RecentEventsSection />
    </>
  );
}
