import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code and tests cite the product specification (docs/specification.md) by section number and
 * heading, as `spec section 9 "Business constants and limits"`, or with the bold label inside the
 * section it means: `spec section 9 "Business constants and limits › Carousels"`. Section 2's
 * screens are cited by their own heading, without its route: `spec section 2 "Brand detail"`.
 * This keeps every citation findable in the document and true to its headings.
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const specification = fs.readFileSync(path.join(repositoryRoot, 'docs/specification.md'), 'utf8');

type Section = { headings: string[]; text: string };

/** Each numbered section: its heading, its subsections' headings (routes dropped) and its text. */
function specificationSections(): Map<string, Section> {
  const sections = new Map<string, Section>();
  let current: Section | undefined;
  for (const line of specification.split('\n')) {
    const numbered = line.match(/^## (\d+)\. (.+)$/);
    if (numbered?.[1] && numbered[2]) {
      current = { headings: [numbered[2]], text: '' };
      sections.set(numbered[1], current);
    } else if (current) {
      const subsection = line.match(/^### (.+?)(?: \(\/.*\))?$/);
      if (subsection?.[1]) current.headings.push(subsection[1]);
      current.text += `${line}\n`;
    }
  }
  return sections;
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [file] : [];
  });
}

type Citation = { where: string; section: string; heading: string; label: string | undefined };

/** Every citation in the code, and the mentions of a section that name no heading. */
function citationsInCode(): { citations: Citation[]; unnamed: string[] } {
  const citations: Citation[] = [];
  const unnamed: string[] = [];
  const files = ['src', 'tests', 'scripts', 'bench'].flatMap((folder) =>
    sourceFiles(path.join(repositoryRoot, folder)),
  );
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8').replace(/\n\s*(\/\/|\*)\s*/g, ' ');
    for (const mention of text.matchAll(/\bspec sections? (?=\d)/gi)) {
      const where = `${path.relative(repositoryRoot, file)}: ${text.slice(mention.index, mention.index + 60)}`;
      let rest = text.slice(mention.index + mention[0].length);
      let cited = rest.match(/^(\d+) "([^"]+)"/);
      if (!cited) unnamed.push(where);
      while (cited?.[1] && cited[2]) {
        const [heading, label] = cited[2].split(' › ');
        citations.push({ where, section: cited[1], heading: heading ?? '', label });
        rest = rest.slice(cited[0].length).replace(/^(, | and )/, '');
        cited = rest.match(/^(\d+) "([^"]+)"/);
      }
    }
  }
  return { citations, unnamed };
}

describe('citations of the specification', () => {
  const sections = specificationSections();
  const { citations, unnamed } = citationsInCode();

  it('name the heading of every section they cite', () => {
    expect(citations.length).toBeGreaterThan(50);
    expect(unnamed).toEqual([]);
  });

  it('name headings that stand in that section, and labels its text holds', () => {
    const wrong = citations.filter(({ section, heading, label }) => {
      const cited = sections.get(section);
      if (!cited?.headings.includes(heading)) return true;
      return label !== undefined && !cited.text.includes(label);
    });
    expect(wrong).toEqual([]);
  });
});
