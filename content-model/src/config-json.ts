import { linkTypes, type LinkType } from './block';
import type { BlockTypeConfig, Field, SelectField, TextField } from './fields';
import { isLabel, textIn } from './label';

/*
 * A field schema that arrived as JSON (the EditorConfig query answers `fields` as JSON): narrowed
 * once, so every form works with typed fields and never meets a malformed one. The API answers
 * its texts in the language asked for; a text still given per locale (an API asked for none) is
 * shown in English.
 */

/** A block type as the editor has it: its fields narrowed, and the props a new block starts with. */
export interface EditorBlockType extends BlockTypeConfig<string> {
  fields: Field<string>[];
  defaultProps: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A text of the schema in one language (English when the JSON gives it per locale). */
const textOr = (value: unknown) => (isLabel(value) ? textIn(value, 'en-gb') || undefined : undefined);
const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const booleanOr = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** Leaves out the parts a field does not have, so a narrowed field compares equal to its config. */
function compact<T extends object>(field: T): T {
  return Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as T;
}

function textFormat(value: unknown): TextField['format'] {
  return value === 'plain' || value === 'url' || value === 'email' || value === 'video' ? value : undefined;
}

function selectOptions(value: unknown): SelectField<string>['options'] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((option) => (typeof option.value === 'string' ? [{ value: option.value, label: textOr(option.label) ?? option.value }] : []));
}

function allowedLinkTypes(value: unknown): LinkType[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return linkTypes.filter((type) => value.includes(type));
}

/** One field of the JSON schema, or null when it is not a field this admin knows how to edit. */
function fieldOf(raw: unknown): Field<string> | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || raw.name === '') return null;
  const base = { name: raw.name, label: textOr(raw.label) ?? raw.name, required: booleanOr(raw.required), help: textOr(raw.help) };
  switch (raw.kind) {
    case 'text':
      return compact({ ...base, kind: 'text' as const, maxLength: numberOr(raw.maxLength), multiline: booleanOr(raw.multiline), format: textFormat(raw.format) });
    case 'richText':
      return compact({ ...base, kind: 'richText' as const, maxLength: numberOr(raw.maxLength) });
    case 'number':
      return compact({ ...base, kind: 'number' as const, min: numberOr(raw.min), max: numberOr(raw.max), integer: booleanOr(raw.integer) });
    case 'boolean':
    case 'image':
    case 'file':
      return compact({ ...base, kind: raw.kind });
    case 'select':
      return compact({ ...base, kind: 'select' as const, options: selectOptions(raw.options) });
    case 'link':
      return compact({ ...base, kind: 'link' as const, allow: allowedLinkTypes(raw.allow) });
    case 'list':
      return compact({ ...base, kind: 'list' as const, fields: fieldsOf(raw.fields), minItems: numberOr(raw.minItems), maxItems: numberOr(raw.maxItems) });
    default:
      return null;
  }
}

/** The fields of a JSON field schema (EditorConfig's `fields`); anything unknown is left out. */
export function fieldsOf(raw: unknown): Field<string>[] {
  return Array.isArray(raw) ? raw.map(fieldOf).filter((field): field is Field<string> => field !== null) : [];
}

/** The block types of the EditorConfig query, with their field schemas narrowed. */
export function blockTypesOf(raw: ReadonlyArray<{ id: string; label: string; description?: string | null; fields: unknown; defaultProps?: Record<string, unknown> | null }>): EditorBlockType[] {
  return raw.map((type) => compact({ id: type.id, label: type.label, description: type.description ?? undefined, fields: fieldsOf(type.fields), defaultProps: type.defaultProps ?? {} }));
}

/** A props object (a block's props, a list item), or an empty one for anything else. */
export function recordOf(value: unknown): Json {
  return isRecord(value) ? value : {};
}
