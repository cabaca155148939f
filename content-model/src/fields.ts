import type { Block, LinkType } from './block';
import type { PropValue } from './prop-values';
import type { Label } from './label';

/*
 * The field schema of block types and page types (SPEC §5): what an installation's config declares,
 * what the server validates with (compile.ts), what the editor renders its forms from and what the
 * site's block components read (`PropsOf`). Its texts (labels, descriptions, help) are `Label`s: one
 * string or one text per admin locale (label.ts); `T = string` is the same schema with each text
 * in one language, as the API answers it for a locale (localize-config.ts).
 */

interface FieldBase<T extends Label> {
  /** Key inside the block's props. */
  name: string;
  label: T;
  required?: boolean;
  help?: T;
}

export interface TextField<T extends Label = Label> extends FieldBase<T> {
  kind: 'text';
  maxLength?: number;
  multiline?: boolean;
  /** `url` must be http(s); `video` must be a YouTube or Vimeo link. */
  format?: 'plain' | 'url' | 'email' | 'video';
}

export interface RichTextField<T extends Label = Label> extends FieldBase<T> {
  kind: 'richText';
  /** Limit on the text content, markup not counted. */
  maxLength?: number;
}

export interface NumberField<T extends Label = Label> extends FieldBase<T> {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface BooleanField<T extends Label = Label> extends FieldBase<T> {
  kind: 'boolean';
}

export interface SelectField<T extends Label = Label> extends FieldBase<T> {
  kind: 'select';
  options: ReadonlyArray<{ readonly value: string; readonly label: T }>;
}

export interface LinkField<T extends Label = Label> extends FieldBase<T> {
  kind: 'link';
  /** Link types this field accepts; all of SPEC §5's when omitted. */
  allow?: readonly LinkType[];
}

/** An image slot: the value lives in the block's `__images` under the field's path. */
export interface ImageField<T extends Label = Label> extends FieldBase<T> {
  kind: 'image';
}

/** A file slot: the value lives in the block's `__files` under the field's path. */
export interface FileField<T extends Label = Label> extends FieldBase<T> {
  kind: 'file';
}

export interface ListField<T extends Label = Label> extends FieldBase<T> {
  kind: 'list';
  fields: readonly Field<T>[];
  minItems?: number;
  maxItems?: number;
}

export type Field<T extends Label = Label> = TextField<T> | RichTextField<T> | NumberField<T> | BooleanField<T> | SelectField<T> | LinkField<T> | ImageField<T> | FileField<T> | ListField<T>;

export interface BlockTypeConfig<T extends Label = Label> {
  id: string;
  label: T;
  description?: T;
  fields: readonly Field<T>[];
  /** Props a new block of this type starts with. */
  defaultProps?: Record<string, unknown>;
}

export interface InitialBlock {
  type: string;
  props?: Record<string, unknown>;
  anchorPoint?: string;
}

export interface PageTypeConfig<T extends Label = Label> {
  id: string;
  label: T;
  /** Slugs of this type start with it (`news` → `news/my-article`); empty for none. */
  slugPrefix: string;
  initialBlocks: readonly InitialBlock[];
  /** typeData a new page of this type starts with. */
  defaultProps: Record<string, unknown>;
  /** Fields of the type's own data (an article's author and date), validated like block props. */
  fields?: readonly Field<T>[];
  /** Site parts rendered above and below the blocks. */
  header: readonly string[];
  footer: readonly string[];
  /** False keeps it out of the admin navigation (the blank type). */
  inNavigation: boolean;
}

export interface TesseraConfig {
  siteName: string;
  blockTypes: readonly BlockTypeConfig[];
  pageTypes: readonly PageTypeConfig[];
}

/**
 * Typed identity, so a config file gets checking and completion. The config keeps its literal
 * types (a `const` type parameter), so `PropsOf` and `BlockOf` can derive each block type's props.
 */
export function defineConfig<const C extends TesseraConfig>(config: C): C {
  return config;
}

/**
 * The value a field of a config keeps in props (image and file fields keep theirs in
 * `__images`/`__files`): its kind's `PropValue`, a select's own option values, a list's item props.
 */
export type ValueOf<F extends Field> = F extends { kind: 'select'; options: ReadonlyArray<{ value: infer V }> }
  ? V
  : F extends { kind: 'list'; fields: infer Items extends readonly Field[] }
    ? Array<PropsOf<Items>>
    : PropValue<F['kind']>;

type InProps<F extends Field> = Exclude<F, { kind: 'image' | 'file' }>;
/** Present after validation: a required field, and every list (a blank list is stored as []). */
type Always<F extends Field> = F extends { required: true } | { kind: 'list' } ? F : never;
type Sometimes<F extends Field> = F extends { required: true } | { kind: 'list' } ? never : F;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The props a block of these fields has once the server stored it: required fields (and lists)
 * present, the others optional; image and file fields are slots, not props.
 */
export type PropsOf<Fields extends readonly Field[]> = Simplify<
  { [F in Always<InProps<Fields[number]>> as F['name']]: ValueOf<F> } & { [F in Sometimes<InProps<Fields[number]>> as F['name']]?: ValueOf<F> }
>;

/** The ids of a config's block types. */
export type BlockTypeId<C extends TesseraConfig> = C['blockTypes'][number]['id'];

/** The config of one block type of a config, by id. */
export type BlockTypeOf<C extends TesseraConfig, Id extends BlockTypeId<C>> = Extract<C['blockTypes'][number], { id: Id }>;

/** A stored block of one type of a config, its props typed from the type's fields (a union of ids: one of those blocks). */
export type BlockOf<C extends TesseraConfig, Id extends BlockTypeId<C>> = Id extends unknown ? Block<PropsOf<BlockTypeOf<C, Id>['fields']>> & { type: Id } : never;
