import type { LanguageViews } from '#shared/analytics.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { formatCount } from '#web/admin/lib/format.js';

/** A share of the page views as a whole percent: '62%'; '–' when there were none. */
function shareOf(count: number, total: number): string {
  return total === 0 ? '–' : `${Math.round((count / total) * 100)}%`;
}

/** 'Page Views by Language': how much of the site is read in English, Bengali and Hindi. */
export function LanguageViewsTable({ languages }: { languages: LanguageViews['languages'] }) {
  const total = languages.reduce((sum, language) => sum + language.page_views, 0);
  return (
    <AdminPanel title="Page Views by Language">
      <table className="w-full max-w-md text-left text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col">Language</th>
            <th scope="col" className="text-right">
              Page views
            </th>
            <th scope="col" className="text-right">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => (
            <tr key={language.code} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 font-normal text-slate-800">
                {language.name}
              </th>
              <td className="text-right font-semibold text-slate-900">{formatCount(language.page_views)}</td>
              <td className="text-right text-slate-700">{shareOf(language.page_views, total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminPanel>
  );
}
