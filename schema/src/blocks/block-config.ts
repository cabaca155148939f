import type { LinkType } from './block';

interface FieldBase {
  /** Key inside the block's props. */
  name: string;
  label: string;
  required?: boolean;
  help?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  maxLength?: number;
  multiline?: boolean;
  /** `url` must be http(s); `video` must be a YouTube or Vimeo link. */
  format?: 'plain' | 'url' | 'email' | 'video';
}

export interface RichTextField extends FieldBase {
  kind: 'richText';
  /** Limit on the text content, markup not counted. */
  maxLength?: number;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: Array<{ value: string; label: string }>;
}

export interface LinkField extends FieldBase {
  kind: 'link';
  /** Link types this field accepts; all of SPEC §5's when omitted. */
  allow?: LinkType[];
}

/** An image slot: the value lives in the block's `__images` under the field's path. */
export interface ImageField extends FieldBase {
  kind: 'image';
}

/** A file slot: the value lives in the block's `__files` under the field's path. */
export interface FileField extends FieldBase {
  kind: 'file';
}

export interface ListField extends FieldBase {
  kind: 'list';
  fields: Field[];
  minItems?: number;
  maxItems?: number;
}

export type Field = TextField | RichTextField | NumberField | BooleanField | SelectField | LinkField | ImageField | FileField | ListField;

export interface BlockTypeConfig {
  id: string;
  label: string;
  description?: string;
  fields: Field[];
  /** Props a new block of this type starts with. */
  defaultProps?: Record<string, unknown>;
}

export interface InitialBlock {
  type: string;
  props?: Record<string, unknown>;
  anchorPoint?: string;
}

export interface PageTypeConfig {
  id: string;
  label: string;
  /** Slugs of this type start with it (`news` → `news/my-article`); empty for none. */
  slugPrefix: string;
  initialBlocks: InitialBlock[];
  /** typeData a new page of this type starts with. */
  defaultProps: Record<string, unknown>;
  /** Fields of the type's own data (an article's author and date), validated like block props. */
  fields?: Field[];
  /** Site parts rendered above and below the blocks. */
  header: string[];
  footer: string[];
  /** False keeps it out of the admin navigation (the blank type). */
  inNavigation: boolean;
}

export interface TesseraConfig {
  siteName: string;
  blockTypes: BlockTypeConfig[];
  pageTypes: PageTypeConfig[];
}

/** Typed identity, so a config file gets checking and completion. */
export function defineConfig(config: TesseraConfig): TesseraConfig {
  return config;
}
