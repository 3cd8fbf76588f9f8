import { useState } from 'react';
import { flushSync } from 'react-dom';

/** The Job Applications tab shows the applications or HR's openings (issue 28). */
export type ApplicationsView = 'applications' | 'openings';

/** The Openings view's heading: the keyboard lands there when another tab leads to it. */
export const openingsHeadingId = 'job-applications-openings-heading';

/**
 * Which dashboard tab is shown and which view of the Job Applications tab, with the way to HR's
 * openings from another tab (the content studio's "Job openings" leads there).
 */
export function useDashboardNavigation(firstTab: string) {
  const [tab, setTab] = useState(firstTab);
  const [applicationsView, setApplicationsView] = useState<ApplicationsView>('applications');

  function showOpenings() {
    // Drawn at once, so that the keyboard can be put on the view's heading: the button used is hidden.
    flushSync(() => {
      setTab('applications');
      setApplicationsView('openings');
    });
    document.getElementById(openingsHeadingId)?.focus();
  }

  return { tab, setTab, applicationsView, setApplicationsView, showOpenings };
}
