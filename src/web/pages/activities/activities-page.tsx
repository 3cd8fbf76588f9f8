import {
  activitiesHero,
  awardDistributionPhotos,
  hpActivityGallery,
  lenovoStoreOpening,
  sponsorEventPhotos,
  teamActivity,
} from '../../../content/index.js';
import { AwardsSection } from './awards-section.js';
import { GallerySection } from './gallery-section.js';
import { KeyAchievementsSection } from './key-achievements-section.js';
import { MilestonesSection } from './milestones-section.js';
import { RecentEventsSection } from './recent-events-section.js';
import { StoreOpeningsSection } from './store-openings-section.js';

const photoItems = (photos: typeof sponsorEventPhotos) => photos.map((photo) => ({ photo }));

export function ActivitiesPage() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            {activitiesHero.title}
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{activitiesHero.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{activitiesHero.text}</p>
        </div>
      </section>
      <AwardsSection />
      <GallerySection id="sponsor-events" title="Sponsor Events" items={photoItems(sponsorEventPhotos)} />
      <GallerySection
        id="award-distribution"
        title="Award Distribution"
        items={photoItems(awardDistributionPhotos)}
        shaded
      />
      <GallerySection id="hp-activities" title="HP Activities" items={hpActivityGallery} />
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
