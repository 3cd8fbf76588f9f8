import { telHref } from '#content/index.js';

/**
 * One retrievable piece of the company's facts. The built-in answerer shows `answer` as it is,
 * and the provider gets it in its prompt: every sentence the assistant states comes from one of
 * these, each built from `src/content`.
 */
export type KnowledgeDocument = {
  id: string;
  /** What the facts are about; searched with the highest weight and shown as the heading. */
  title: string;
  /** Words a visitor may use for this topic that the facts themselves do not contain. */
  keywords: string;
  /** The facts, as markdown. */
  answer: string;
  /** The page of the site that holds these facts. */
  link: { label: string; href: string };
  /** Documents whose gist this one already gives (an overview lists its items), so both are not shown. */
  includes?: readonly string[];
};

/**
 * The id of a document about the item at `position` of a content collection's list, with the
 * item's stable key when it has one: unique by construction, whatever the items' display text
 * says (two stores in 'Kolkata' and 'kolkata', or a service listed twice, still get ids of
 * their own).
 */
export function documentId(collection: string, position: number, key?: string): string {
  return key === undefined ? `${collection}:${position}` : `${collection}:${position}:${key}`;
}

export function phoneLink(phone: string): string {
  return `[${phone}](${telHref(phone)})`;
}

export function emailLink(email: string): string {
  return `[${email}](mailto:${email})`;
}

export function markdownLink(label: string, href: string): string {
  return `[${label}](${href})`;
}

export function bulletList(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}
