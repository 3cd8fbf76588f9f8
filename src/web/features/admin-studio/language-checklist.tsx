import { Fragment } from 'react';
import type { LanguageChecklist } from '#shared/content.js';
import { formatCount } from '#web/admin/lib/format.js';

type LanguageChecklistLinesProps = {
  languages: readonly LanguageChecklist[];
  titleOf: (collection: string) => string;
  onOpenField: (collection: string, path: string) => void;
};

/** 'Bengali', 'Bengali and Hindi', 'Bengali, Hindi and Odia'. */
function namesInWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const texts = (count: number) => `${formatCount(count)} ${count === 1 ? 'text' : 'texts'}`;

type CountsByCollection = LanguageChecklist['untranslated'];

const total = (counts: CountsByCollection) => counts.reduce((sum, entry) => sum + entry.count, 0);

/** 'Branches and offices 4, Careers page 8', each a link that opens its editor on the first text. */
function CollectionLinks({
  counts,
  titleOf,
  onOpenField,
}: { counts: CountsByCollection } & Omit<LanguageChecklistLinesProps, 'languages'>) {
  return counts.map((entry, index) => (
    <Fragment key={entry.collection}>
      {index > 0 && ', '}
      <a
        href={`#content-${entry.collection}-${entry.firstPath}`}
        className="font-medium text-brand-700 underline"
        onClick={(event) => {
          event.preventDefault();
          onOpenField(entry.collection, entry.firstPath);
        }}
      >
        {titleOf(entry.collection)} {formatCount(entry.count)}
      </a>
    </Fragment>
  ));
}

/**
 * The launch checklist's lines about the other languages: for each, the published texts with no
 * translation, by collection, each collection a link that opens its editor on the first of them;
 * the translations whose English changed since they were written, likewise; and, while any
 * translation is still the samples' word for word and unchecked, that a native speaker should
 * check them, by collection likewise (the editor opens with that language beside English, where
 * they are marked as checked one by one or all at once).
 */
export function LanguageChecklistLines({ languages, titleOf, onOpenField }: LanguageChecklistLinesProps) {
  const withSamples = languages.filter((language) => total(language.samples) > 0);
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
      {languages.map((language) => {
        const count = total(language.untranslated);
        const outdated = total(language.outdated);
        return (
          <Fragment key={language.language}>
            {count === 0 ? (
              <p>{language.name}: every text is translated.</p>
            ) : (
              <p>
                {language.name}: {texts(count)} not translated (
                <CollectionLinks counts={language.untranslated} titleOf={titleOf} onOpenField={onOpenField} />
                ). Their pages show them in English.
              </p>
            )}
            {outdated > 0 && (
              <p>
                {language.name}: {formatCount(outdated)} {outdated === 1 ? 'translation' : 'translations'} may
                be out of date, their English changed since (
                <CollectionLinks counts={language.outdated} titleOf={titleOf} onOpenField={onOpenField} />
                ).
              </p>
            )}
          </Fragment>
        );
      })}
      {withSamples.length > 0 && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          The {namesInWords(withSamples.map((language) => language.name))} texts are sample translations, for
          a native speaker to check before launch (
          {withSamples.map((language, index) => (
            <Fragment key={language.language}>
              {index > 0 && '; '}
              {language.name} {texts(total(language.samples))}:{' '}
              <CollectionLinks counts={language.samples} titleOf={titleOf} onOpenField={onOpenField} />
            </Fragment>
          ))}
          , still as the samples wrote them). A translation someone changes, or a speaker of the language
          marks "Checked, it's right", leaves this count.
        </p>
      )}
    </div>
  );
}
