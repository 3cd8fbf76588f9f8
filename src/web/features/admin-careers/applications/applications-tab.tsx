import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationAdminView, ApplicationStatus, ApplicationsPage } from '#shared/careers.js';
import {
  applicationResumeEndpoint,
  changeApplicationStatusEndpoint,
  deleteApplicationEndpoint,
} from '#shared/endpoints/careers.js';
import { backendUnavailableMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { TablePager } from '#web/admin/components/table-pager.js';
import { type ApplicationsView, openingsHeadingId } from '#web/admin/lib/dashboard-navigation.js';
import { downloadBlob } from '#web/admin/lib/download-blob.js';
import { formatCount } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { OpeningStatusCounts } from '#web/features/admin-careers/openings/opening-status-counts.js';
import { OpeningsView } from '#web/features/admin-careers/openings/openings-view.js';
import { ApiError, ApiUnreachableError } from '#web/lib/api-client.js';
import { ApplicationCard } from './application-card.js';
import {
  ApplicationFilters,
  type ApplicationFilterValues,
  noApplicationFilters,
} from './application-filters.js';
import { withoutApplication, withStatus } from './applications-page-changes.js';
import {
  applicationsKey,
  applicationsPageKey,
  rejectedApplicationsKey,
  statusHistoryKey,
  useApplicationsPage,
  useRejectedApplications,
} from './applications-queries.js';
import { BackendErrorPanel } from './backend-error-panel.js';
import { DeleteApplicationDialog } from './delete-application-dialog.js';
import { RejectedApplications } from './rejected-applications.js';
import { StatusOverview } from './status-overview.js';

const pageSize = 20;
const fetchFailedMessage = 'Failed to fetch applications';
const statusFailedMessage = 'Failed to update status';
const resumeFailedMessage = 'Failed to download resume';
const deleteFailedMessage = 'Failed to delete application';

/** `takeFocus`: the notice is where the keyboard goes next (the control that was used is gone). */
type Notice = LiveMessageContent & { takeFocus?: boolean };
/** The application the confirmation dialog is open for, and how its deletion is going. */
type Deletion = { application: ApplicationAdminView; deleting: boolean; error?: string };

type ApplicationsTabProps = {
  /** The applications, or HR's openings (issue 28). */
  view: ApplicationsView;
  onViewChange: (view: ApplicationsView) => void;
};

/**
 * The 'Job Applications' tab: overview, rejected list, and the filtered, paged list to work
 * through; or the Openings view.
 */
export function ApplicationsTab({ view, onViewChange: setView }: ApplicationsTabProps) {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ApplicationFilterValues>(noApplicationFilters);
  const [offset, setOffset] = useState(0);
  const [saving, setSaving] = useState<Record<number, ApplicationStatus>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);

  const query = {
    limit: pageSize,
    offset,
    status: filters.status || undefined,
    jobId: filters.jobId || undefined,
    language: filters.language || undefined,
    search: filters.search || undefined,
  };
  const page = useApplicationsPage(query);
  const rejected = useRejectedApplications();
  /** Loads every list of applications again (the page, the rejected list). */
  const reloadApplications = () => queryClient.invalidateQueries({ queryKey: applicationsKey });

  // Runs after the closed dialog's clean-up, which could not give the focus back to the Delete
  // button of a card that is gone.
  useEffect(() => {
    if (notice?.takeFocus) noticeRef.current?.focus();
  }, [notice]);

  const changeFilters = useCallback((values: ApplicationFilterValues) => {
    setFilters(values);
    setOffset(0);
  }, []);

  async function changeStatus(application: ApplicationAdminView, status: ApplicationStatus) {
    if (status === application.status) return;
    setSaving((current) => ({ ...current, [application.id]: status }));
    setNotice(null);
    try {
      const message = await caller.send(changeApplicationStatusEndpoint, {
        params: { id: application.id },
        body: { status },
      });
      queryClient.setQueryData<ApplicationsPage>(
        applicationsPageKey(query),
        (data) => data && withStatus(data, application.id, status),
      );
      void queryClient.invalidateQueries({ queryKey: rejectedApplicationsKey });
      void queryClient.invalidateQueries({ queryKey: statusHistoryKey(application.id) });
      setNotice({
        kind: 'success',
        text: message || `Status of ${application.first_name} ${application.last_name} updated`,
      });
    } catch (error) {
      if (isUnauthorized(error)) return;
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setNotice({ kind: 'error', text: serverMessage ?? statusFailedMessage });
    } finally {
      setSaving(({ [application.id]: _done, ...rest }) => rest);
    }
  }

  async function downloadResume(application: ApplicationAdminView) {
    setNotice(null);
    try {
      const blob = await caller.file(applicationResumeEndpoint, { params: { id: application.id } });
      downloadBlob(blob, `${application.first_name} ${application.last_name} Resume.pdf`);
    } catch (error) {
      if (!isUnauthorized(error)) setNotice({ kind: 'error', text: resumeFailedMessage });
    }
  }

  async function deleteApplication(application: ApplicationAdminView) {
    setDeletion({ application, deleting: true });
    try {
      await caller.send(deleteApplicationEndpoint, { params: { id: application.id } });
    } catch (error) {
      if (isUnauthorized(error)) return;
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      const message = error instanceof ApiUnreachableError ? backendUnavailableMessage : serverMessage;
      setDeletion({ application, deleting: false, error: message ?? deleteFailedMessage });
      return;
    }
    const lastOnPage =
      page.data?.applications.length === 1 && page.data.applications[0]?.id === application.id;
    setDeletion(null);
    const withoutDeleted = (data: ApplicationsPage | undefined) =>
      data && withoutApplication(data, application);
    queryClient.setQueryData<ApplicationsPage>(applicationsPageKey(query), withoutDeleted);
    queryClient.setQueryData<ApplicationsPage>(rejectedApplicationsKey, withoutDeleted);
    setNotice({
      kind: 'success',
      text: `Application from ${application.first_name} ${application.last_name} deleted`,
      takeFocus: true,
    });
    // Load the lists again so the next application moves up into this page (paging would skip
    // it), or go to the page before when this one is now empty.
    void reloadApplications();
    if (lastOnPage && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }

  const askToDelete = (application: ApplicationAdminView) => {
    setNotice(null);
    setDeletion({ application, deleting: false });
  };

  const filtered = Object.values(filters).some((value) => value !== '');
  const data = page.data;

  // One header for both views, so the view switch pressed keeps the keyboard.
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {view === 'openings' ? (
        <h2 id={openingsHeadingId} tabIndex={-1} className="text-lg font-bold text-slate-900">
          Job Applications: Openings
        </h2>
      ) : (
        <h2 className="text-lg font-bold text-slate-900">Job Applications</h2>
      )}
      <div className="flex flex-wrap gap-2">
        {(['applications', 'openings'] as const).map((name) => (
          <AdminButton
            key={name}
            variant={view === name ? 'primary' : 'secondary'}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {name === 'applications' ? 'Applications' : 'Openings'}
          </AdminButton>
        ))}
        {view === 'applications' && (
          <AdminButton onClick={reloadApplications}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </AdminButton>
        )}
      </div>
    </div>
  );

  return (
    <div className="space-y-6">
      {header}
      {view === 'openings' ? (
        <OpeningsView
          onShowApplications={(opening) => {
            changeFilters({ ...noApplicationFilters, jobId: opening.id });
            setView('applications');
          }}
        />
      ) : (
        <>
          {page.error && !page.isFetching ? (
            <BackendErrorPanel
              message={
                page.error instanceof ApiUnreachableError ? backendUnavailableMessage : fetchFailedMessage
              }
              onRetry={reloadApplications}
            />
          ) : !data ? (
            <p role="status" className="text-slate-700">
              Loading applications...
            </p>
          ) : (
            <>
              <StatusOverview counts={data.statusCounts} />
              <RejectedApplications applications={rejected.data?.applications ?? []} onDelete={askToDelete} />
              <AdminPanel title={`All Applications (${formatCount(data.total)})`}>
                <div className="space-y-4">
                  <ApplicationFilters values={filters} onChange={changeFilters} />
                  {filters.jobId && <OpeningStatusCounts jobId={filters.jobId} />}
                  <LiveMessage message={notice} focusRef={noticeRef} />
                  {data.applications.length === 0 ? (
                    <div className="py-8 text-center">
                      <p className="text-base font-semibold text-slate-900">No Applications Found</p>
                      <p className="mt-1 text-sm text-slate-600">
                        {filtered
                          ? 'No application matches these filters.'
                          : 'Applications sent from the careers page appear here.'}
                      </p>
                    </div>
                  ) : (
                    <ul className="space-y-4">
                      {data.applications.map((application) => (
                        <ApplicationCard
                          key={application.id}
                          application={application}
                          savingStatus={saving[application.id]}
                          onStatusChange={changeStatus}
                          onDownloadResume={downloadResume}
                          onDelete={askToDelete}
                        />
                      ))}
                    </ul>
                  )}
                  <TablePager
                    noun="applications"
                    offset={offset}
                    pageSize={pageSize}
                    total={data.total}
                    onOffsetChange={setOffset}
                  />
                </div>
              </AdminPanel>
            </>
          )}
          {deletion && (
            <DeleteApplicationDialog
              application={deletion.application}
              deleting={deletion.deleting}
              error={deletion.error}
              onConfirm={() => deleteApplication(deletion.application)}
              onCancel={() => setDeletion(null)}
            />
          )}
        </>
      )}
    </div>
  );
}
