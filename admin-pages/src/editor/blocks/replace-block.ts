import { type EditorBlockType, type Field, slotsOf } from '@tessera/content-model';
import type { EditorBlock } from '../state/editor-store';

/*
 * ReplaceBlock (SPEC §2 editor activities): a block becomes another type and keeps what fits.
 * A prop is kept when the new type has a field of the same name and kind (a list's items keep
 * what fits their new fields the same way); an image or file is kept when the new type still has
 * its slot. The key and the anchor point stay, so links to the block keep working.
 */

function keptValue(from: Field, to: Field, value: unknown): unknown {
  if (from.kind !== 'list' || to.kind !== 'list' || !Array.isArray(value)) return value;
  return value.map((item) => (typeof item === 'object' && item !== null ? keptProps(from.fields, to.fields, item as Record<string, unknown>) : {}));
}

/** The props of `fromFields` that `toFields` has a field of the same name and kind for. */
export function keptProps(fromFields: readonly Field[], toFields: readonly Field[], props: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const to of toFields) {
    const from = fromFields.find((field) => field.name === to.name);
    if (!from || from.kind !== to.kind || !(to.name in props) || to.kind === 'image' || to.kind === 'file') continue;
    kept[to.name] = keptValue(from, to, props[to.name]);
  }
  return kept;
}

/** Only the slots the new props still declare, of the same kind. */
function keptSlots<T>(slots: Record<string, T>, declared: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(slots).filter(([path]) => declared.has(path)));
}

/**
 * The block as a block of `to`: the new type's default props, overlaid with the props that fit;
 * the slots that still exist; the same key and anchor point. A block whose own type is unknown
 * keeps nothing of its props.
 */
export function replaceBlock(block: EditorBlock, from: EditorBlockType | undefined, to: EditorBlockType): EditorBlock {
  const props = { ...structuredClone(to.defaultProps), ...keptProps(from?.fields ?? [], to.fields, block.props) };
  const slots = slotsOf(to.fields, props);
  const images = new Set(slots.filter(({ field }) => field.kind === 'image').map(({ path }) => path));
  const files = new Set(slots.filter(({ field }) => field.kind === 'file').map(({ path }) => path));
  const fromSlots = new Set(slotsOf(from?.fields ?? [], block.props).map(({ path }) => path));
  return {
    type: to.id,
    key: block.key,
    props,
    anchorPoint: block.anchorPoint,
    __images: keptSlots(block.__images, new Set([...images].filter((path) => fromSlots.has(path)))),
    __files: keptSlots(block.__files, new Set([...files].filter((path) => fromSlots.has(path)))),
  };
}
