// A page in Bengali or Hindi shows a content text that has no translation yet in English
// (issue 47). So that screen readers read it in an English voice, each such text is wrapped in an
// element marked `lang="en-IN"`. Done on the page's HTML after React rendered it, before the
// islands are put in (render-islands.tsx): an island must render in the browser exactly as on
// the server, so its texts are left as they are.

/** Elements whose text must stay plain text: a `<span>` inside them would be an error or shown as code. */
const plainTextElements = new Set(['option', 'title', 'textarea', 'script', 'style']);

/** A text as React writes it in HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * `html` with each text node that is one of `texts` (leading and trailing spaces aside) wrapped in
 * `<span lang="{tag}">`. Texts in attributes are not text nodes and stay as they are.
 */
export function markUntranslatedTexts(html: string, texts: ReadonlySet<string>, tag: string): string {
  if (texts.size === 0) return html;
  const escaped = new Set([...texts].map(escapeHtml));
  return html.replace(/>([^<]+)</g, (whole, node: string, offset: number) => {
    const text = node.trim();
    if (!escaped.has(text)) return whole;
    const openingTag = html.slice(html.lastIndexOf('<', offset), offset + 1);
    const element = openingTag.match(/^<([a-z][a-z0-9-]*)/i)?.[1]?.toLowerCase();
    if (element && plainTextElements.has(element)) return whole;
    const lead = node.slice(0, node.indexOf(text));
    const trail = node.slice(lead.length + text.length);
    return `>${lead}<span lang="${tag}">${text}</span>${trail}<`;
  });
}
