/*
 * The field schema of block types and page types as the admin reads it (mirrors
 * schema/src/blocks/block-config.ts). The EditorConfig query answers `fields` as JSON: it is
 * narrowed here once, so every form works with typed fields and never meets a malformed one.
 */

/** SPEC §5 link types, in the order the link field offers them. */
export const linkTypes = ['external', 'internal', 'anchor', 'mailto', 'tel'] as const;
/** One of the link types a link field's value can have. */
export type LinkType = (typeof linkTypes)[number];

interface FieldBase {
  /** Key inside the block's props (or the page's typeData). */
  name: string;
  /** As the installation's config gives it (English). */
  label: string;
  required?: boolean;
  help?: string;
}

/** Plain text on one line or several, optionally a URL, e-mail address or video link. */
export interface TextField extends FieldBase {
  kind: 'text';
  maxLength?: number;
  multiline?: boolean;
  format?: 'plain' | 'url' | 'email' | 'video';
}

/** HTML written in the rich text editor, sanitized by the server on store. */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  /** Limit on the text content, markup not counted. */
  maxLength?: number;
}

/** A number within optional bounds, optionally whole. */
export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

/** On or off. */
export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

/** One of a fixed set of options (the value is the option's value). */
export interface SelectField extends FieldBase {
  kind: 'select';
  options: Array<{ value: string; label: string }>;
}

/** A link (SPEC §5): its value is a LinkValue. */
export interface LinkField extends FieldBase {
  kind: 'link';
  /** The link types the field accepts; all of them when omitted. */
  allow?: LinkType[];
}

/** The value lives in the block's `__images` under the field's dotted path. */
export interface ImageField extends FieldBase {
  kind: 'image';
}

/** The value lives in the block's `__files` under the field's dotted path. */
export interface FileField extends FieldBase {
  kind: 'file';
}

/** Repeated items, each a set of the list's own fields. */
export interface ListField extends FieldBase {
  kind: 'list';
  fields: Field[];
  minItems?: number;
  maxItems?: number;
}

/** Any field of a block type's or page type's schema. */
export type Field = TextField | RichTextField | NumberField | BooleanField | SelectField | LinkField | ImageField | FileField | ListField;

/** A block type the editor can insert: its fields and the props a new block starts with. */
export interface BlockTypeConfig {
  id: string;
  label: string;
  description?: string;
  fields: Field[];
  defaultProps: Record<string, unknown>;
}

/** A link field's value (SPEC §5), as the server stores it. */
export interface LinkValue {
  type: LinkType;
  href: string;
  label?: string;
  openInNewTab?: boolean;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOr = (value: unknown) => (typeof value === 'string' ? value : undefined);
const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const booleanOr = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** Leaves out the parts a field does not have, so a narrowed field compares equal to its config. */
function compact<T extends object>(field: T): T {
  return Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as T;
}

function textFormat(value: unknown): TextField['format'] {
  return value === 'plain' || value === 'url' || value === 'email' || value === 'video' ? value : undefined;
}

function selectOptions(value: unknown): SelectField['options'] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((option) => (typeof option.value === 'string' ? [{ value: option.value, label: stringOr(option.label) ?? option.value }] : []));
}

function allowedLinkTypes(value: unknown): LinkType[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return linkTypes.filter((type) => value.includes(type));
}

/** One field of the JSON schema, or null when it is not a field this admin knows how to edit. */
function fieldOf(raw: unknown): Field | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || raw.name === '') return null;
  const base = { name: raw.name, label: stringOr(raw.label) ?? raw.name, required: booleanOr(raw.required), help: stringOr(raw.help) };
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
export function fieldsOf(raw: unknown): Field[] {
  return Array.isArray(raw) ? raw.map(fieldOf).filter((field): field is Field => field !== null) : [];
}

/** The block types of the EditorConfig query, with their field schemas narrowed. */
export function blockTypesOf(raw: ReadonlyArray<{ id: string; label: string; description?: string | null; fields: unknown; defaultProps?: Record<string, unknown> | null }>): BlockTypeConfig[] {
  return raw.map((type) => compact({ id: type.id, label: type.label, description: type.description ?? undefined, fields: fieldsOf(type.fields), defaultProps: type.defaultProps ?? {} }));
}

/** A props object (a block's props, a list item), or an empty one for anything else. */
export function recordOf(value: unknown): Json {
  return isRecord(value) ? value : {};
}
