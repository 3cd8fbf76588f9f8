import { pathInLanguage } from '#shared/languages.js';
import { usePageContext } from '#web/app/page-context.js';

type LanguageSwitcherProps = {
  /** The page's default-language path: each link leads to it in another language. */
  pagePath: string;
  /** Tells the header's and the footer's switchers apart for screen readers. */
  label: string;
  className?: string;
};

/**
 * Links to this page in each of the site's languages, each named in its own script (never a
 * flag) and marked with its language so a screen reader reads it in that voice; the current one
 * is marked as the current page. Plain links: they work before any script and by keyboard.
 */
export function LanguageSwitcher({ pagePath, label, className = '' }: LanguageSwitcherProps) {
  const { language, languages } = usePageContext();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        {languages.map((other) => (
          <li key={other.code}>
            <a
              href={pathInLanguage(pagePath, other, languages)}
              hrefLang={other.tag}
              lang={other.tag}
              aria-current={other === language ? 'page' : undefined}
              className="inline-block rounded px-2 py-1 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
            >
              {other.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
