import type { ApplicationStatus, ApplicationsPage } from '#shared/careers.js';

/*
 * What a confirmed change does to a loaded page of applications, applied at once rather than
 * waiting for the next load: the list, its total and the counts behind the status pie chart.
 */

/** After a status change: the row's new status, one count moved from the old status to the new. */
export function withStatus(page: ApplicationsPage, id: number, status: ApplicationStatus): ApplicationsPage {
  const previous = page.applications.find((application) => application.id === id)?.status;
  const statusCounts = { ...page.statusCounts };
  if (previous && previous !== status) {
    statusCounts[previous] = Math.max(0, statusCounts[previous] - 1);
    statusCounts[status] += 1;
  }
  return {
    ...page,
    statusCounts,
    applications: page.applications.map((application) =>
      application.id === id ? { ...application, status } : application,
    ),
  };
}

/**
 * After a deletion: the row gone and one fewer of its status. The counts are over all
 * applications, so they drop even when the row is not on this (filtered) page; the total is this
 * page's filtered count, so it drops only when the row was on it.
 */
export function withoutApplication(
  page: ApplicationsPage,
  deleted: { id: number; status: ApplicationStatus },
): ApplicationsPage {
  const applications = page.applications.filter((application) => application.id !== deleted.id);
  const wasListed = applications.length < page.applications.length;
  return {
    applications,
    total: wasListed ? Math.max(0, page.total - 1) : page.total,
    statusCounts: {
      ...page.statusCounts,
      [deleted.status]: Math.max(0, page.statusCounts[deleted.status] - 1),
    },
  };
}
