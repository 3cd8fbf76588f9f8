import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { isNavLinkActive } from '#content/navigation.js';
import type { NavLink } from '#content/types.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';

/** The navigation's accessible name and the menu button's, in the page's language. */
export type NavigationLabels = { navigation: string; menu: string };

type MobileNavigationProps = { links: readonly NavLink[]; pathname: string; labels: NavigationLabels };

/**
 * The burger button and the menu it opens on narrow screens. The menu closes when a link is
 * chosen, when the path changes (the home page's sections) and on Escape, which also returns
 * focus to the button so keyboard users are not left on a vanished link.
 */
export function MobileNavigation({ links, pathname, labels }: MobileNavigationProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is exactly when the menu must close
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const Icon = open ? X : Menu;
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!hydrated}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100"
      >
        <Icon aria-hidden="true" className="size-6" />
        <span className="sr-only">{labels.menu}</span>
      </button>
      {/* Positioned below the header, so opening it does not change the header's height. */}
      <nav
        id={menuId}
        aria-label={labels.navigation}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100svh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {links.map((link) => {
            const active = isNavLinkActive(link, pathname);
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={() => setOpen(false)}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-md px-3 py-3 text-base font-medium ${
                    active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
