import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { offerAnswered, preferredSiteLanguage, rememberOfferAnswered } from './language-offer-choice.js';

/** The offer of one language, written in that language: 'এই পাতাটি বাংলায় পড়ুন'. */
export type LanguageOfferText = {
  code: string;
  /** Its BCP 47 tag, for `lang` and `hreflang`. */
  tag: string;
  /** The same page in that language: '/bn/careers'. */
  href: string;
  offer: string;
  dismiss: string;
};

type LanguageOfferProps = {
  offers: readonly LanguageOfferText[];
  /** The code of the page's language, the default one ('en'). */
  defaultCode: string;
};

/**
 * On an English page, once and dismissibly, "Read this page in Bengali" in Bengali to a browser
 * that prefers Bengali (and the same for each other language). Never a redirect: the visitor
 * gets the page they asked for. Rendered only in the browser, fixed in place, so the page's
 * layout never moves for it.
 */
export function LanguageOffer({ offers, defaultCode }: LanguageOfferProps) {
  const [offered, setOffered] = useState<LanguageOfferText | undefined>();
  useEffect(() => {
    if (offerAnswered()) return;
    const code = preferredSiteLanguage(
      navigator.languages,
      [defaultCode, ...offers.map((offer) => offer.code)],
      defaultCode,
    );
    setOffered(offers.find((offer) => offer.code === code));
  }, [offers, defaultCode]);
  if (!offered) return null;

  const answer = () => {
    rememberOfferAnswered();
    setOffered(undefined);
  };
  return (
    <aside
      lang={offered.tag}
      aria-label={offered.offer}
      className="fixed inset-x-0 top-2 z-50 mx-auto flex w-fit max-w-[calc(100%-1rem)] items-center gap-1 rounded-full border border-slate-200 bg-white py-1 pr-1 pl-4 text-sm shadow-lg"
    >
      <a
        href={offered.href}
        hrefLang={offered.tag}
        onClick={rememberOfferAnswered}
        className="font-medium text-blue-800 underline underline-offset-2"
      >
        {offered.offer}
      </a>
      <button
        type="button"
        onClick={answer}
        aria-label={offered.dismiss}
        className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
