// On a page in Bengali or Hindi, a content text with no translation is shown in English and marked
// `lang="en-IN"` (issue 47). The page's own HTML is marked after React rendered it
// (app/untranslated-text.ts), but an island's HTML must be what React renders in the browser, so
// an island marks its texts itself: the page sends, with each island's props, the English texts
// among them, and the island's root gives them to `<ContentText>` through a context, the same on
// the server and in the browser.

import { type ComponentType, createContext, type ReactElement, StrictMode, use } from 'react';

/** The English texts an island shows on a page in another language, and the tag that marks them ('en-IN'). */
export type IslandUntranslatedTexts = { tag: string; texts: readonly string[] };

const UntranslatedTextsContext = createContext<{ tag: string; texts: ReadonlySet<string> } | null>(null);

/**
 * A content text as an island shows it: inside `<span lang="en-IN">` when it is the English
 * fallback of a text with no translation in the page's language, else as it is.
 */
export function ContentText({ text }: { text: string }): ReactElement | string {
  const untranslated = use(UntranslatedTextsContext);
  return untranslated?.texts.has(text) ? <span lang={untranslated.tag}>{text}</span> : text;
}

/**
 * A sentence the interface made around content texts ('Closed today: Durga Puja'), with each of
 * `contentTexts` in it that is an English fallback inside `<span lang="en-IN">`; the bare sentence
 * when none is, so an English page renders it as before.
 */
export function TextWithContentTexts({
  text,
  contentTexts,
}: {
  text: string;
  contentTexts: readonly string[];
}): ReactElement | string {
  const untranslated = use(UntranslatedTextsContext);
  const marked = contentTexts.filter(
    (contentText) => contentText !== '' && untranslated?.texts.has(contentText) && text.includes(contentText),
  );
  if (!untranslated || marked.length === 0) return text;
  // The sentence cut at each marked text, the longest first where two start at the same place.
  const parts: (string | ReactElement)[] = [];
  let rest = text;
  while (rest) {
    const next = marked
      .map((contentText) => ({ contentText, at: rest.indexOf(contentText) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.contentText.length - a.contentText.length)[0];
    if (!next) {
      parts.push(rest);
      break;
    }
    if (next.at > 0) parts.push(rest.slice(0, next.at));
    parts.push(
      <span key={parts.length} lang={untranslated.tag}>
        {next.contentText}
      </span>,
    );
    rest = rest.slice(next.at + next.contentText.length);
  }
  return <>{parts}</>;
}

/** The texts of `untranslated` that are somewhere in `props` (any depth): what the island may show in English. */
export function untranslatedTextsIn(props: unknown, untranslated: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (untranslated.has(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  if (untranslated.size > 0) visit(props);
  return [...found];
}

/**
 * An island's root, the same on the server (render-islands.tsx) and in the browser
 * (hydrate-islands.tsx), so that it hydrates as rendered: the component with its props, and its
 * English texts given to each `<ContentText>` inside.
 */
export function islandRoot(
  Component: ComponentType<object>,
  props: object,
  untranslated: IslandUntranslatedTexts | undefined,
): ReactElement {
  const component = <Component {...props} />;
  return (
    <StrictMode>
      {untranslated && untranslated.texts.length > 0 ? (
        <UntranslatedTextsContext value={{ tag: untranslated.tag, texts: new Set(untranslated.texts) }}>
          {component}
        </UntranslatedTextsContext>
      ) : (
        component
      )}
    </StrictMode>
  );
}
