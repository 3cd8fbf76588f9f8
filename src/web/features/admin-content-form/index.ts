// The form that edits one content document, made from its collection's JSON Schema: a field per
// property (texts, lists, groups, photos and videos from the media library, references to other
// collections, the weekly hours grid), each translation beside its English, and the paths and
// element ids the studio's checklist, errors and previews point into it with.

export { type DocumentPath, dotPath, withValueAt } from './document-paths.js';
export { SchemaForm } from './schema-form.js';
export { fieldId, revealField } from './schema-form-context.js';
