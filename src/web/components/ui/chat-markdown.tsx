import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { isSitePath } from '#shared/site-path.js';

/**
 * An assistant reply rendered from markdown, safely: raw HTML is dropped, only text formatting,
 * lists and links are kept (no images, so nothing is fetched from elsewhere), and links go only
 * to http(s), mailto and tel addresses or to pages of this site. Site links navigate in the app;
 * other web links open in a new tab. Headings become bold paragraphs, so a reply never breaks
 * the page's heading outline.
 */

const allowedElements = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'blockquote',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

/** A site path ('/careers'), or an http(s), mailto or tel address; anything else is dropped. */
export function safeChatUrl(url: string): string {
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return url;
  if (isSitePath(url)) return url;
  return '';
}

function ChatLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <span>{children}</span>;
  const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
  if (href.startsWith('/')) {
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={linkClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function BoldParagraph({ children }: { children?: ReactNode }) {
  return <p className="font-semibold">{children}</p>;
}

const components: Components = {
  a: ({ href, children }) => <ChatLink href={href}>{children}</ChatLink>,
  h1: BoldParagraph,
  h2: BoldParagraph,
  h3: BoldParagraph,
  h4: BoldParagraph,
  h5: BoldParagraph,
  h6: BoldParagraph,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="overflow-x-auto whitespace-pre-wrap">{children}</pre>,
};

/**
 * `htmlAsText` shows raw HTML as the literal text it is instead of dropping it: the admin reads
 * what was stored (a seed client may record anything), inert either way.
 */
export function ChatMarkdown({
  text,
  htmlAsText = false,
  sitePath,
}: {
  text: string;
  htmlAsText?: boolean;
  /** A link to a page of this site as the page showing the reply opens it (in its language). */
  sitePath?: (path: string) => string;
}) {
  const transformUrl = (url: string) => {
    const safeUrl = safeChatUrl(url);
    return sitePath && isSitePath(safeUrl) ? sitePath(safeUrl) : safeUrl;
  };
  return (
    <div className="space-y-2 break-words">
      <Markdown
        skipHtml={!htmlAsText}
        allowedElements={allowedElements}
        unwrapDisallowed
        urlTransform={transformUrl}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
