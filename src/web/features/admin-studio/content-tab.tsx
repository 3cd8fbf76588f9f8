import { useEffect, useState } from 'react';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { useContentCollections, useEditorSchemas } from '#web/admin/api/content-queries.js';
import { MediaLibrary } from '#web/features/admin-media/index.js';
import { CollectionEditor } from './collection-editor.js';
import { CollectionList, editButtonId } from './collection-list.js';
import { LaunchChecklist } from './launch-checklist.js';

type OpenEditor = { collection: string; focusPath?: string };

/**
 * The 'Site Content' tab: the collections, the launch checklist and the media library, or one
 * collection's editor. `onShowOpenings` leads to Job Applications → Openings, where the job
 * openings are edited (absent for a role without that tab).
 */
export function ContentTab({ onShowOpenings }: { onShowOpenings: (() => void) | undefined }) {
  const [editor, setEditor] = useState<OpenEditor | null>(null);
  /** The collection whose editor was just closed: the keyboard goes back to its Edit button. */
  const [closed, setClosed] = useState<string | null>(null);
  useEffect(() => {
    if (closed) document.getElementById(editButtonId(closed))?.focus();
  }, [closed]);
  const schemas = useEditorSchemas();
  const collections = useContentCollections();

  if (editor) {
    const schema = schemas.data?.[editor.collection];
    if (!schema) {
      return schemas.error ? (
        <p role="alert" className="text-sm text-red-700">
          {adminErrorMessage(schemas.error)}
        </p>
      ) : (
        <p className="text-sm text-slate-700">Loading the editor...</p>
      );
    }
    const title =
      collections.data?.find((summary) => summary.collection === editor.collection)?.title ??
      schema.title ??
      editor.collection;
    return (
      <CollectionEditor
        key={editor.collection}
        collection={editor.collection}
        title={title}
        schema={schema}
        focusPath={editor.focusPath}
        onClose={() => {
          setClosed(editor.collection);
          setEditor(null);
        }}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CollectionList onOpen={(collection) => setEditor({ collection })} onShowOpenings={onShowOpenings} />
      <LaunchChecklist onOpenField={(collection, focusPath) => setEditor({ collection, focusPath })} />
      <div className="lg:col-span-2">
        <MediaLibrary />
      </div>
    </div>
  );
}
