import { CodedError } from '../errors/coded-error';
import { childrenNamed, escapeAttribute, escapeXml, parseXml, type XmlElement } from './strict-xml';
import type { UnitFormat } from './translatable-units';

/*
 * The XLIFF 2.0 Tessera writes and reads back (issue 36). One <file> per source page, its
 * `original` naming the page and the version exported (`pages/12/versions/3`); one <unit> per
 * translatable value (translatable-units.ts) with one <segment>: <source> the source's text,
 * <target> the translation's current text when it has one. Rich text travels as its HTML,
 * escaped as character data (a translator's tool shows the tags as text and must keep them);
 * the unit says so with tsr:format="html". No inline codes: a <source> or <target> holding
 * elements is refused. Whitespace is preserved (xml:space), so an untouched target reads back
 * byte for byte as it was written.
 */

export const xliffNamespace = 'urn:oasis:names:tc:xliff:document:2.0';
const tesseraNamespace = 'urn:tessera:xliff:1';

export interface XliffUnit {
  id: string;
  format: UnitFormat;
  source: string;
  target: string | null;
}

export interface XliffPage {
  sourcePageId: number;
  sourceVersion: number;
  units: XliffUnit[];
}

/** `de-de` → `de-DE` (BCP 47's usual casing). */
const languageTag = (locale: string) => locale.replace(/-([a-z]{2})$/, (_, region: string) => `-${region.toUpperCase()}`);

export function xliffHead(sourceLocale: string, targetLocale: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<xliff xmlns="${xliffNamespace}" xmlns:tsr="${tesseraNamespace}" version="2.0" srcLang="${languageTag(sourceLocale)}" trgLang="${languageTag(targetLocale)}" xml:space="preserve">\n`
  );
}

export const xliffTail = '</xliff>\n';

export function xliffFile(page: XliffPage): string {
  const units = page.units.map((unit) => {
    const format = unit.format === 'html' ? ' tsr:format="html"' : '';
    const target = unit.target === null ? '' : `<target>${escapeXml(unit.target)}</target>`;
    return `  <unit id="${escapeAttribute(unit.id)}"${format}><segment><source>${escapeXml(unit.source)}</source>${target}</segment></unit>\n`;
  });
  return ` <file id="page-${page.sourcePageId}" original="pages/${page.sourcePageId}/versions/${page.sourceVersion}">\n${units.join('')} </file>\n`;
}

export interface ReadXliff {
  sourceLocale: string;
  targetLocale: string;
  pages: Array<{ sourcePageId: number; sourceVersion: number; units: Array<{ id: string; source: string; target: string | null }> }>;
}

const refused = () => new CodedError('V_12', 'file');

/** The text of a <source> or <target>: character data only. */
function textOf(element: XmlElement): string {
  return element.children
    .map((child) => {
      if (typeof child !== 'string') throw refused();
      return child;
    })
    .join('');
}

/** A unit's source and target: its segments' (and ignorables') texts joined, so a tool that split a unit into segments is read right. */
function unitOf(unit: XmlElement): { id: string; source: string; target: string | null } {
  const id = unit.attributes.id;
  if (!id) throw refused();
  let source = '';
  let target: string | null = null;
  for (const part of unit.children) {
    if (typeof part === 'string') {
      if (part.trim() !== '') throw refused();
      continue;
    }
    if (part.name === 'notes' || part.name === 'originalData') continue;
    if (part.name !== 'segment' && part.name !== 'ignorable') throw refused();
    const [sourceElement, ...moreSources] = childrenNamed(part, 'source');
    const targets = childrenNamed(part, 'target');
    if (!sourceElement || moreSources.length > 0 || targets.length > 1) throw refused();
    source += textOf(sourceElement);
    if (targets.length === 1) target = (target ?? '') + textOf(targets[0]);
  }
  return { id, source, target };
}

function unitsIn(element: XmlElement): XmlElement[] {
  return element.children.flatMap((child) => {
    if (typeof child === 'string') return [];
    if (child.name === 'unit') return [child];
    if (child.name === 'group') return unitsIn(child);
    return [];
  });
}

/** The pages and units of an XLIFF 2.0 document in the form above, or V_12 on `file`. */
export function readXliff(bytes: Buffer): ReadXliff {
  const root = parseXml(bytes);
  const { srcLang, trgLang, version, xmlns } = root.attributes;
  if (root.name !== 'xliff' || xmlns !== xliffNamespace || version !== '2.0' || !srcLang || !trgLang) throw refused();
  const pages = childrenNamed(root, 'file').map((file) => {
    const original = /^pages\/([1-9][0-9]{0,9})\/versions\/([1-9][0-9]{0,9})$/.exec(file.attributes.original ?? '');
    if (!original) throw refused();
    return { sourcePageId: Number(original[1]), sourceVersion: Number(original[2]), units: unitsIn(file).map(unitOf) };
  });
  if (pages.length === 0) throw refused();
  return { sourceLocale: srcLang.toLowerCase(), targetLocale: trgLang.toLowerCase(), pages };
}
