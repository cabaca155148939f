import type { ErrorCode } from '@tessera/content-model';
import type { FieldErrors } from '../errors/field-errors';
import { type EditorBlockType, type Field, slotsOf, textOf } from '@tessera/content-model';
import type { BlockFile, BlockImage, EditorBlock } from '../state/editor-store';

/*
 * The block list's small rules: where a refused store's errors belong, what a collapsed card
 * says about its block, and which block types the inserter's search finds.
 */

const noErrors: FieldErrors = new Map();

/**
 * A refused store's errors by block: `blocks.3.props.title` belongs to the fourth block (by its
 * key, so the error stays with the block when blocks move afterwards) as `props.title`.
 * `keys` is the order the store was sent in.
 */
export function blockErrorsByKey(errors: FieldErrors, keys: readonly string[]): Map<string, FieldErrors> {
  const byKey = new Map<string, Map<string, ErrorCode>>();
  for (const [property, code] of errors) {
    const match = /^blocks\.(\d+)(?:\.(.+))?$/.exec(property);
    const key = match ? keys[Number(match[1])] : undefined;
    if (!key) continue;
    const blockErrors = byKey.get(key) ?? new Map<string, ErrorCode>();
    blockErrors.set(match![2] ?? '', code);
    byKey.set(key, blockErrors);
  }
  return byKey;
}

/** The errors of one block (an empty map shared by every block without any, so cards stay memoized). */
export function errorsOfBlock(byKey: Map<string, FieldErrors>, key: string): FieldErrors {
  return byKey.get(key) ?? noErrors;
}

/** What a card's header says besides the type: the first text the block has, shortened, or else its first file's name. */
export function blockSummary(block: EditorBlock, type: EditorBlockType | undefined, maxLength = 80): string {
  for (const field of type?.fields ?? []) {
    const value = block.props[field.name];
    if (typeof value !== 'string' || (field.kind !== 'text' && field.kind !== 'richText')) continue;
    const text = (field.kind === 'richText' ? textOf(value) : value).replace(/\s+/g, ' ').trim();
    if (text) return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
  }
  for (const { path, field } of slotsOf(type?.fields ?? [], block.props)) {
    const chosen = field.kind === 'image' ? block.__images[path] : block.__files[path];
    if (chosen) return chosen.fileName;
  }
  return '';
}

/** The anchor points of the blocks, for `#anchor` links. */
export function anchorNamesOf(blocks: readonly EditorBlock[]): string[] {
  return [...new Set(blocks.map((block) => block.anchorPoint).filter(Boolean))];
}

/** The block types whose label, description or id contain every word of the query; label hits first. */
export function matchingBlockTypes(types: readonly EditorBlockType[], query: string): EditorBlockType[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...types];
  const inLabel = (type: EditorBlockType) => words.every((word) => type.label.toLowerCase().includes(word));
  const anywhere = (type: EditorBlockType) => words.every((word) => `${type.label} ${type.description ?? ''} ${type.id}`.toLowerCase().includes(word));
  return [...types.filter(inLabel), ...types.filter((type) => !inLabel(type) && anywhere(type))];
}

/** The block with one image or file slot set, or emptied with null. */
export function withSlot(block: EditorBlock, path: string, kind: 'image' | 'file', value: BlockImage | BlockFile | null): EditorBlock {
  if (kind === 'image') {
    const { [path]: _old, ...rest } = block.__images;
    return { ...block, __images: value ? { ...rest, [path]: value as BlockImage } : rest };
  }
  const { [path]: _old, ...rest } = block.__files;
  return { ...block, __files: value ? { ...rest, [path]: value } : rest };
}

/** Rough heights (px) of each field kind's control with its label, for a form not built yet. */
const fieldHeights: Record<Field['kind'], number> = { text: 84, richText: 190, number: 64, boolean: 32, select: 64, link: 330, image: 130, file: 130, list: 90 };

function fieldsHeight(fields: readonly Field[], props: Record<string, unknown>): number {
  return fields.reduce((sum, field) => {
    const items = props[field.name];
    if (field.kind !== 'list' || !Array.isArray(items)) return sum + fieldHeights[field.kind] + 12;
    return (
      sum +
      fieldHeights.list +
      items.reduce<number>((itemsSum, item) => itemsSum + 60 + fieldsHeight(field.fields, typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}), 0)
    );
  }, 0);
}

/**
 * About how tall a block's form will be (its fields, its list items, the anchor point), so a
 * card whose form is built only when it nears the screen takes its place in the page meanwhile.
 */
export function estimatedBodyHeight(block: EditorBlock, type: EditorBlockType | undefined): number {
  return 24 + 84 + fieldsHeight(type?.fields ?? [], block.props);
}
