import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminSessionContext } from '#web/admin/session/admin-session-context.js';
import { ApplicationFilters, noApplicationFilters } from './application-filters.js';

describe('the job applications filters', () => {
  it('offer the languages applicants applied in, by their English names', () => {
    const html = renderToStaticMarkup(
      <AdminSessionContext.Provider value={{ token: 't', accountId: 1, expire: () => {}, recheck: () => {} }}>
        <QueryClientProvider client={new QueryClient()}>
          <ApplicationFilters values={{ ...noApplicationFilters, language: 'bn' }} onChange={() => {}} />
        </QueryClientProvider>
      </AdminSessionContext.Provider>,
    );
    const languageSelect = html.match(/Filter by language<\/label><select[^>]*>(.*?)<\/select>/)?.[1] ?? '';
    expect([...languageSelect.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map(([, label]) => label)).toEqual([
      'All languages',
      'English',
      'Bengali',
      'Hindi',
    ]);
    expect(languageSelect).toMatch(/<option value="bn" selected="">Bengali<\/option>/);
  });
});
