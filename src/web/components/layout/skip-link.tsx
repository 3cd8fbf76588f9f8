import { useText } from '#web/app/page-context.js';
import { MAIN_CONTENT_ID } from './layout-ids.js';

/** The first focusable element: keyboard users jump past the header to the page's content. */
export function SkipLink() {
  const text = useText();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
    >
      {text('Skip to content')}
    </a>
  );
}
