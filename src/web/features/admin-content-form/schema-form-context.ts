import { createContext, useContext } from 'react';
import type { UploadMedia } from '#web/features/admin-media/index.js';
import { type DocumentPath, dotPath } from './document-paths.js';

export type SchemaFormContextValue = {
  /** The collection the form edits ('branches'), and its document as it now stands in the form. */
  collection: string;
  document: Readonly<Record<string, unknown>>;
  /** Prefix of every field's element id, so two forms on a page never share one. */
  idPrefix: string;
  /** Messages of invalid fields, by dot path. */
  errors: Readonly<Record<string, string>>;
  /** Puts `value` at `path` in the document; undefined removes an optional property. */
  change: (path: DocumentPath, value: unknown) => void;
  /**
   * Puts `list` at `path`, a list whose item i stood at `previousPositions[i]` (undefined: new),
   * so that its items' translations follow them.
   */
  changeList: (path: DocumentPath, list: unknown[], previousPositions: (number | undefined)[]) => void;
  uploadMedia: UploadMedia;
  /**
   * The language shown beside English, when one is chosen: its code, English name and tag, and
   * each translatable field's translation key by its dot path ('offices.3.name' → 'offices.patna.name').
   */
  translation?: TranslationColumn;
};

export type TranslationColumn = {
  code: string;
  name: string;
  tag: string;
  keys: ReadonlyMap<string, string>;
  /** The fingerprint of each sample translation into this language, by translation key. */
  sampleFingerprints: Readonly<Record<string, string>>;
};

export const SchemaFormContext = createContext<SchemaFormContextValue | null>(null);

export function useSchemaForm(): SchemaFormContextValue {
  const context = useContext(SchemaFormContext);
  if (!context) throw new Error('useSchemaForm is used outside a SchemaForm');
  return context;
}

/** The element id of the field at `path`: the checklist and the error summary link to it. */
export function fieldId(idPrefix: string, path: DocumentPath): string {
  return `${idPrefix}${dotPath(path) || 'document'}`;
}

/**
 * Shows the field with element id `id` and moves the keyboard to it: opens every collapsed list
 * item around it, scrolls it into view and focuses it. False when the form has no such field.
 */
export function revealField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent instanceof HTMLDetailsElement) parent.open = true;
  }
  if (element instanceof HTMLDetailsElement) element.open = true;
  element.scrollIntoView({ block: 'center' });
  element.focus();
  return true;
}
