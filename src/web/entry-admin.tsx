import './lib/zod-without-eval.js';
import './main.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The browser entry of the admin screens (/superadmin and /debug), which render in the browser
 * only: the server sends an empty shell with the screen's title.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const Screen =
    window.location.pathname.replace(/\/+$/, '') === '/debug'
      ? (await import('./pages/admin/debug/debug-page.js')).DebugPage
      : (await import('./pages/admin/super-admin/super-admin-page.js')).SuperAdminPage;
  createRoot(root).render(
    <StrictMode>
      <Screen />
    </StrictMode>,
  );
}

void start();
