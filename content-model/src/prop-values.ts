import { linkTypes, type LinkValue } from './block';
import type { Field } from './fields';

/**
 * The value each kind of field holds in a block's props (SPEC §5), for code that knows a field's
 * kind but not the config it comes from: the editor's controls, whose block types arrive as JSON.
 * `ValueOf` (fields.ts) narrows it for a field of a config known to the compiler (a select's own
 * options, a list's item props). Image and file fields hold nothing in props: their slots do.
 */
export interface PropValueByKind {
  text: string;
  richText: string;
  number: number;
  boolean: boolean;
  select: string;
  link: LinkValue;
  list: Array<Record<string, unknown>>;
}

/** The value a field of this kind holds in props (never for a slot). */
export type PropValue<Kind extends Field['kind']> = Kind extends keyof PropValueByKind ? PropValueByKind[Kind] : never;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/* The readers answer the value itself when it has the shape (a control's memo sees the same object). */

function asLink(value: unknown): LinkValue | undefined {
  if (!isRecord(value) || typeof value.href !== 'string' || !(linkTypes as readonly unknown[]).includes(value.type)) return undefined;
  if (value.label !== undefined && typeof value.label !== 'string') return undefined;
  return value.openInNewTab === undefined || typeof value.openInNewTab === 'boolean' ? (value as unknown as LinkValue) : undefined;
}

function asList(value: unknown): Array<Record<string, unknown>> | undefined {
  if (!Array.isArray(value)) return undefined;
  // An item that is not an object is an empty item, so the list keeps its length and order.
  return value.every(isRecord) ? value : value.map((item) => (isRecord(item) ? item : {}));
}

const readers: { [Kind in keyof PropValueByKind]: (value: unknown) => PropValueByKind[Kind] | undefined } = {
  text: asString,
  richText: asString,
  number: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  boolean: (value) => (typeof value === 'boolean' ? value : undefined),
  select: asString,
  link: asLink,
  list: asList,
};

/**
 * A prop as its field's kind has it (`PropValue`), or undefined when it is not set or has another
 * shape: a control shows that as empty, and the content checks report it. Never for a slot.
 */
export function propValueOf<Kind extends Field['kind']>(field: { kind: Kind }, value: unknown): PropValue<Kind> | undefined {
  if (field.kind === 'image' || field.kind === 'file') return undefined;
  const read = readers[field.kind as keyof PropValueByKind] as (value: unknown) => PropValue<Kind> | undefined;
  return read(value);
}
