import { Outlet } from 'react-router';
import { company } from '../../content/index.js';
import { ChatWidgetLoader } from '../features/chat/index.js';
import { ConsentManager } from '../features/consent/index.js';
import { useDocumentMeta } from './use-document-meta.js';

/** The chrome shared by every public page. */
export function RootLayout() {
  useDocumentMeta();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3 font-bold text-brand-900">{company.name}</div>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 py-8 text-center text-sm text-slate-600">
        © {company.copyrightYear} {company.name}
      </footer>
      <ChatWidgetLoader />
      <ConsentManager />
    </>
  );
}
