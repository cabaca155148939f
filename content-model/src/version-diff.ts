import type { Block, BlockImage } from './block';
import type { BlockTypeConfig, Field } from './fields';
import { textOf } from './rich-text';
import { commonPairs, diffBudget, diffWords, type DiffBudget, type WordPart } from './word-diff';

/*
 * The difference between two versions of a page, as the server answers it (comparePageVersions)
 * and the admin shows it: blocks matched by key, the fields of each compared by the block type's
 * field schema, rich text as a word diff of its visible text, and the page's own settings.
 */

/** The parts of a page version a comparison reads. */
export interface VersionContent {
  title: string;
  blocks: readonly Block[];
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: readonly string[];
  seoImage: readonly BlockImage[] | null;
  typeData: Record<string, unknown>;
}

/** What a block did between the versions; `moved`: its place among the others changed (its fields may have changed too). */
export const blockChangeStatuses = ['added', 'removed', 'moved', 'changed', 'unchanged'] as const;
export type BlockChangeStatus = (typeof blockChangeStatuses)[number];

/** How a field's value is shown: plain text, rich text (with a word diff), another value, an image or a file name. */
export const fieldChangeKinds = ['text', 'richText', 'value', 'image', 'file'] as const;
export type FieldChangeKind = (typeof fieldChangeKinds)[number];

/** One field that differs: its dotted path in the block (`items.0.title`), its value before and after as text (null: none). */
export interface FieldChange {
  path: string;
  kind: FieldChangeKind;
  before: string | null;
  after: string | null;
  /** Rich text only: the word diff of the visible text. */
  words: WordPart[] | null;
}

export interface BlockChange {
  key: string;
  type: string;
  status: BlockChangeStatus;
  /** 0-based place in the old and the new version; null where the block is not. */
  oldPosition: number | null;
  newPosition: number | null;
  /** The fields that differ; for an added or removed block, every field that has a value. */
  fields: FieldChange[];
}

/** A page setting that differs: `title`, `seoTitle`, `seoDescription`, `seoKeywords`, `seoImage`, `typeData.<field>`. */
export interface SettingChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface VersionDiff {
  blocks: BlockChange[];
  settings: SettingChange[];
}

export interface VersionDiffOptions {
  blockTypes: readonly BlockTypeConfig[];
  /** The page type's own fields (typeData); without them each typeData entry is compared as a value. */
  typeDataFields?: readonly Field[];
}

interface FieldValue {
  kind: FieldChangeKind;
  value: string;
}

type Values = Map<string, FieldValue>;

const blockEnd = /<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi;
/** The visible text of rich text, with the end of a paragraph, heading or item as a space. */
export const visibleText = (html: string): string => textOf(html.replace(blockEnd, '$& '));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isRecord(value) && typeof value.href === 'string') return typeof value.label === 'string' && value.label ? `${value.label} (${value.href})` : value.href;
  return JSON.stringify(value);
}

function addImage(values: Values, path: string, image: BlockImage | undefined): void {
  if (!image) return;
  values.set(path, { kind: 'image', value: image.fileName });
  if (image.altText) values.set(`${path}.altText`, { kind: 'text', value: image.altText });
  const crop = image.cropParams;
  if (crop) values.set(`${path}.crop`, { kind: 'value', value: [crop.x, crop.y, crop.width, crop.height, crop.rotate].map((n) => Math.round(n)).join(', ') });
}

/** The values of fields in props (and the block's slots), by dotted path, in the schema's order. */
function collect(values: Values, fields: readonly Field[], props: Record<string, unknown>, block: Pick<Block, '__images' | '__files'>, prefix: string): void {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const value = props[field.name];
    if (field.kind === 'image') addImage(values, path, block.__images?.[path]);
    else if (field.kind === 'file') {
      const file = block.__files?.[path];
      if (file) values.set(path, { kind: 'file', value: file.fileName });
    } else if (field.kind === 'list') {
      if (Array.isArray(value)) value.forEach((item, index) => collect(values, field.fields, isRecord(item) ? item : {}, block, `${path}.${index}`));
    } else if (!blank(value)) {
      const kind = field.kind === 'richText' ? 'richText' : field.kind === 'text' ? 'text' : 'value';
      values.set(path, { kind, value: kind === 'richText' ? visibleText(String(value)) : asText(value) });
    }
  }
}

/** Props no schema describes (a block type the config no longer has): each entry as a value. */
function collectUnknown(values: Values, props: Record<string, unknown>, prefix: string): void {
  for (const name of Object.keys(props).sort()) {
    if (!blank(props[name])) values.set(prefix ? `${prefix}.${name}` : name, { kind: 'value', value: asText(props[name]) });
  }
}

function blockValues(block: Block | undefined, blockTypes: readonly BlockTypeConfig[]): Values {
  const values: Values = new Map();
  if (!block) return values;
  const type = blockTypes.find((candidate) => candidate.id === block.type);
  const props = isRecord(block.props) ? block.props : {};
  if (type) collect(values, type.fields, props, block, '');
  else collectUnknown(values, props, '');
  if (block.anchorPoint) values.set('anchorPoint', { kind: 'text', value: block.anchorPoint });
  return values;
}

/** The fields whose values differ, in the new version's order and then those only the old one has. */
function compareValues(before: Values, after: Values, budget: DiffBudget): FieldChange[] {
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths.flatMap((path): FieldChange[] => {
    const old = before.get(path);
    const now = after.get(path);
    if (old?.value === now?.value) return [];
    const kind = (now ?? old)!.kind;
    const words = kind === 'richText' ? diffWords(old?.value ?? '', now?.value ?? '', budget) : null;
    return [{ path, kind, before: old?.value ?? null, after: now?.value ?? null, words }];
  });
}

function compareBlocks(from: readonly Block[], to: readonly Block[], options: VersionDiffOptions, budget: DiffBudget): BlockChange[] {
  const oldAt = new Map(from.map((block, index) => [block.key, index]));
  const newAt = new Map(to.map((block, index) => [block.key, index]));
  // Blocks both versions have, in the order they have them: those off the longest common order moved.
  const sharedFrom = from.filter((block) => newAt.has(block.key)).map((block) => block.key);
  const sharedTo = to.filter((block) => oldAt.has(block.key)).map((block) => block.key);
  const inPlace = new Set(commonPairs(sharedFrom, sharedTo, budget).map(([i]) => sharedFrom[i]));
  const change = (key: string): BlockChange => {
    const old = oldAt.has(key) ? from[oldAt.get(key)!] : undefined;
    const now = newAt.has(key) ? to[newAt.get(key)!] : undefined;
    const fields = compareValues(blockValues(old, options.blockTypes), blockValues(now, options.blockTypes), budget);
    if (old && now && old.type !== now.type) fields.unshift({ path: 'type', kind: 'value', before: old.type, after: now.type, words: null });
    const status: BlockChangeStatus = !old ? 'added' : !now ? 'removed' : !inPlace.has(key) ? 'moved' : fields.length > 0 ? 'changed' : 'unchanged';
    return { key, type: (now ?? old)!.type, status, oldPosition: oldAt.get(key) ?? null, newPosition: newAt.get(key) ?? null, fields };
  };
  // The new order, each removed block placed after the block that came before it in the old version.
  const changes: BlockChange[] = [];
  let next = 0;
  const removedUpTo = (end: number) => {
    for (; next < end; next++) if (!newAt.has(from[next].key)) changes.push(change(from[next].key));
  };
  for (const block of to) {
    if (inPlace.has(block.key)) removedUpTo(oldAt.get(block.key)!);
    changes.push(change(block.key));
  }
  removedUpTo(from.length);
  return changes;
}

function settingValues(version: VersionContent | null, typeDataFields: readonly Field[] | undefined): Values {
  const values: Values = new Map();
  if (!version) return values;
  const set = (field: string, value: string | null | undefined) => {
    if (!blank(value)) values.set(field, { kind: 'text', value: value! });
  };
  set('title', version.title);
  set('seoTitle', version.seoTitle);
  set('seoDescription', version.seoDescription);
  set('seoKeywords', version.seoKeywords.join(', '));
  addImage(values, 'seoImage', version.seoImage?.[0]);
  const typeData = isRecord(version.typeData) ? version.typeData : {};
  if (typeDataFields) collect(values, typeDataFields, typeData, { __images: {}, __files: {} }, 'typeData');
  else collectUnknown(values, typeData, 'typeData');
  return values;
}

/**
 * What changed from one version to another (`from` null: a page with nothing before, everything
 * added). The work is bounded: block and text sizes by the content limits, the word and order
 * diffs by one budget of table cells for the whole comparison.
 */
export function diffVersions(from: VersionContent | null, to: VersionContent, options: VersionDiffOptions, budget: DiffBudget = diffBudget()): VersionDiff {
  const settings = compareValues(settingValues(from, options.typeDataFields), settingValues(to, options.typeDataFields), budget);
  return {
    blocks: compareBlocks(from?.blocks ?? [], to.blocks, options, budget),
    settings: settings.map(({ path, before, after }) => ({ field: path, before, after })),
  };
}
