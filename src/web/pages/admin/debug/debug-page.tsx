import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ScrollRegion } from '#web/admin/components/scroll-region.js';
import { storeAdminToken } from '#web/admin/session/admin-token-storage.js';
import {
  type ApiTestResult,
  testHealth,
  testLogin,
  testSession,
  testSummary,
  testVisitors,
} from './api-tests.js';
import { ApiTestsPanel } from './api-tests-panel.js';
import {
  addTestData,
  clearSiteStorage,
  countLocalRecords,
  readSiteStorage,
  type StorageEntry,
} from './browser-storage.js';
import { DebugLoginForm } from './debug-login-form.js';
import { LocalStoragePanel } from './local-storage-panel.js';
import { QuickFixesPanel } from './quick-fixes-panel.js';
import { type DiagnosticFacts, recommend } from './recommendations.js';
import { RecommendationsPanel } from './recommendations-panel.js';

type Diagnostics = Omit<DiagnosticFacts, 'localRecords'> & { ranAt: string };

/**
 * /debug: signs in on the server like /superadmin, then checks the server, the sign-in and the
 * analytics, looks at this browser's stored site data, and says what to do about what it found.
 */
export function DebugPage() {
  const [token, setToken] = useState<string>();
  const [diagnostics, setDiagnostics] = useState<Diagnostics | null>(null);
  const [storage, setStorage] = useState<StorageEntry[]>([]);
  const [running, setRunning] = useState(false);
  const [fixMessage, setFixMessage] = useState<string | null>(null);

  async function runDiagnostics(sessionToken: string | undefined, login?: ApiTestResult) {
    setRunning(true);
    const [health, loginTest, visitors, summary] = await Promise.all([
      testHealth(),
      login ? Promise.resolve(login) : testSession(sessionToken),
      testVisitors(sessionToken),
      testSummary(sessionToken),
    ]);
    setStorage(readSiteStorage());
    setDiagnostics({
      health,
      login: loginTest,
      visitors: visitors.test,
      summary,
      serverVisitors: visitors.total,
      ranAt: new Date().toISOString(),
    });
    setRunning(false);
  }

  async function signIn(password: string): Promise<string | null> {
    const { test, token: newToken } = await testLogin(password);
    if (test.httpStatus === 401) return test.result;
    if (newToken) storeAdminToken(newToken);
    setToken(newToken);
    await runDiagnostics(newToken, test);
    return null;
  }

  function applyFix(fix: () => void, message: string) {
    fix();
    setStorage(readSiteStorage());
    setFixMessage(message);
  }

  const facts = diagnostics && { ...diagnostics, localRecords: countLocalRecords(storage) };

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Debug SuperAdmin</h1>
        {!facts ? (
          <DebugLoginForm onSubmit={signIn} />
        ) : (
          <div className="mt-6 space-y-6">
            <div className="flex flex-wrap items-center gap-3">
              <AdminButton variant="primary" disabled={running} onClick={() => runDiagnostics(token)}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Refresh Diagnostics
              </AdminButton>
              <p role="status" className="text-sm text-slate-700">
                {running
                  ? 'Running diagnostics...'
                  : `Diagnostics ran at ${new Date(facts.ranAt).toLocaleString('en-IN')}`}
              </p>
            </div>
            <LocalStoragePanel entries={storage} />
            <ApiTestsPanel tests={[facts.health, facts.login, facts.visitors, facts.summary]} />
            <RecommendationsPanel recommendations={recommend(facts)} />
            <QuickFixesPanel
              message={fixMessage}
              onAddTestData={() =>
                applyFix(addTestData, "Test data was added to this browser's localStorage.")
              }
              onClearStorage={() =>
                applyFix(
                  clearSiteStorage,
                  "The site's data was cleared from this browser's localStorage (your sign-in is kept).",
                )
              }
            />
            <AdminPanel title="Raw Debug Data" headingLevel={2}>
              <ScrollRegion
                label="Raw debug data"
                className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3"
              >
                <pre className="text-xs text-slate-100">
                  {JSON.stringify(
                    {
                      ranAt: facts.ranAt,
                      page: window.location.href,
                      userAgent: navigator.userAgent,
                      localStorage: Object.fromEntries(storage.map((entry) => [entry.key, entry.value])),
                      apiTests: [facts.health, facts.login, facts.visitors, facts.summary],
                      serverVisitors: facts.serverVisitors,
                      localRecords: facts.localRecords,
                    },
                    null,
                    2,
                  )}
                </pre>
              </ScrollRegion>
            </AdminPanel>
          </div>
        )}
      </div>
    </main>
  );
}
