import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { chatBanner } from '#content/chat.js';
import type { Say } from '#web/app/phrasebook.js';
import { useClearOfPage } from '#web/features/floating/index.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { chatBannerTemplate, chatWidgetTexts } from './chat-text.js';

/** Set once the banner has been seen (or hidden) in this visit: later pages leave it out. */
const SHOWN_KEY = 'chatBannerShown';

function shownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, 'true');
  } catch {
    // Storage blocked: the banner may come again on the next page.
  }
}

/**
 * The left-corner banner about partners and invoices. It shows once per visit, for 2 s from the
 * moment it can be seen (where it covers nothing of the page), and never while the teaser
 * (`teaserDue`) shows: the two stacked over a phone's card text (issue 31). A visitor who asked
 * for reduced motion keeps it until the teaser comes; anyone can hide it.
 */
export function ChatBanner({
  brandPartners,
  teaserDue,
  say,
}: {
  brandPartners: string;
  teaserDue: boolean;
  say: Say;
}) {
  const [stage, setStage] = useState<'due' | 'showing' | 'done'>(() => (shownThisVisit() ? 'done' : 'due'));
  const steady = usePrefersReducedMotion();
  const wanted = stage !== 'done' && !teaserDue;
  const [ref, visible] = useClearOfPage<HTMLElement>(wanted);

  useEffect(() => {
    if (!visible || stage !== 'due') return;
    rememberShown();
    setStage('showing');
  }, [visible, stage]);

  useEffect(() => {
    if (stage !== 'showing' || steady) return;
    const end = window.setTimeout(() => setStage('done'), chatBanner.durationMs);
    return () => window.clearTimeout(end);
  }, [stage, steady]);

  // Once the teaser has come, the banner's turn is over.
  useEffect(() => {
    if (teaserDue && stage === 'showing') setStage('done');
  }, [teaserDue, stage]);

  function hide() {
    rememberShown();
    setStage('done');
  }

  if (!wanted) return null;
  return (
    // At least 12rem wide: where that does not fit beside the chat button, it goes above it.
    <aside
      ref={ref}
      aria-label={say(chatWidgetTexts.bannerLabel)}
      className={`mr-auto flex min-w-48 max-w-xs flex-1 items-start gap-2 rounded-lg bg-brand-900 py-2 pr-2 pl-3 text-sm text-white shadow-lg ${visible ? '' : 'invisible'}`}
    >
      <p>{say(chatBannerTemplate, { brandPartners })}</p>
      <button
        type="button"
        onClick={hide}
        aria-label={say(chatWidgetTexts.hideBanner)}
        className="shrink-0 rounded p-0.5 text-brand-100 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
