import { useSiteContent, useText } from '#web/app/page-context.js';
import { FigureTiles } from '#web/components/ui/figure-tiles.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function KeyAchievementsSection() {
  const keyAchievements = useSiteContent().activitiesPage.keyAchievements;
  const text = useText();
  return (
    <PageSection headingId="key-achievements-heading" title={text('Key Achievements')} tone="dark">
      <FigureTiles figures={keyAchievements} className="grid grid-cols-2 gap-4 lg:grid-cols-4" />
    </PageSection>
  );
}
