import { z, type ZodIssue, type ZodTypeAny } from 'zod';
import { linkTypes } from './block';
import type { Field } from './fields';
import { maxHref, maxLinkLabel } from './limits';
import { isEmail, isHttpUrl, isValidLink, videoOf } from './links';
import { isWellFormedHtml, textOf } from './rich-text';
import type { ErrorCode } from './error-catalogue';

/*
 * The zod schemas a block's props (and a page type's typeData) are checked with, built from the
 * field schema of SPEC §5. Every issue's message is the catalogue code it stands for, so a form
 * gets the same codes whichever check failed: required V_01, malformed V_12, URL V_13, length
 * V_14, HTML V_15, e-mail V_02. A field reports at most one code: each step only runs on a value
 * the step before it accepted (`pipe`).
 *
 * The server and the admin compile the same field schema with this one compiler; the only thing
 * the server adds is what it stores (`sanitizeRichText`, a node library), never a check.
 */

/** The codes a field, a block or a set of blocks can get (SPEC §8). */
export type FieldCode = Extract<ErrorCode, 'V_01' | 'V_02' | 'V_06' | 'V_12' | 'V_13' | 'V_14' | 'V_15' | 'V_17' | 'V_18'>;
type Code = FieldCode;

/** A coded problem at a dotted property path: the shape of the server's error entries. */
export interface CodedProblem {
  code: FieldCode;
  property: string;
}

/** What the compiled schemas do besides checking: the server sanitizes the rich text it stores. */
export interface CompileOptions {
  /** False for a page type's initial blocks: placeholders an editor fills in before storing. */
  requireFilled: boolean;
  /** Applied to rich text that passed every check (the server's sanitize-html); none in the browser. */
  sanitizeRichText?: (html: string) => string;
}

/** Adds a coded issue and makes the value invalid, from inside a transform. */
function refuse(ctx: z.RefinementCtx, code: Code): typeof z.NEVER {
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: code });
  return z.NEVER;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function text(field: Extract<Field, { kind: 'text' }>): ZodTypeAny {
  const checked = field.maxLength ? z.string().max(field.maxLength, 'V_14') : z.string();
  switch (field.format) {
    case 'url':
      return checked.pipe(z.string().refine(isHttpUrl, 'V_13'));
    case 'video':
      return checked.pipe(z.string().refine((value) => videoOf(value) !== null, 'V_13'));
    case 'email':
      return checked.pipe(z.string().refine(isEmail, 'V_02'));
    default:
      return checked;
  }
}

/** Stored sanitized; required and the length count the text, not the markup. */
function richText(field: Extract<Field, { kind: 'richText' }>, options: CompileOptions): ZodTypeAny {
  return z.string().transform((value, ctx) => {
    if (!isWellFormedHtml(value)) return refuse(ctx, 'V_15');
    const content = textOf(value);
    if (field.required && options.requireFilled && content === '') return refuse(ctx, 'V_01');
    if (field.maxLength && content.length > field.maxLength) return refuse(ctx, 'V_14');
    return options.sanitizeRichText ? options.sanitizeRichText(value) : value;
  });
}

function number(field: Extract<Field, { kind: 'number' }>): ZodTypeAny {
  return z
    .number()
    .refine(
      (value) => Number.isFinite(value) && (!field.integer || Number.isInteger(value)) && (field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max),
      'V_12',
    );
}

function select(field: Extract<Field, { kind: 'select' }>): ZodTypeAny {
  const values = new Set(field.options.map((option) => option.value));
  return z.string().refine((value) => values.has(value), 'V_12');
}

const linkValue = z.object({ type: z.enum(linkTypes), href: z.string().min(1).max(maxHref), label: z.string().max(maxLinkLabel).optional(), openInNewTab: z.boolean().optional() }).strict();

/** SPEC §5 links; a malformed link is one V_12 on the field, not one per part. */
function link(field: Extract<Field, { kind: 'link' }>): ZodTypeAny {
  return z.unknown().transform((value, ctx) => {
    const parsed = linkValue.safeParse(value);
    if (!parsed.success || (field.allow && !field.allow.includes(parsed.data.type))) return refuse(ctx, 'V_12');
    if (!isValidLink(parsed.data.type, parsed.data.href)) return refuse(ctx, 'V_13');
    return parsed.data;
  });
}

/** Too many items is V_14 and too few V_01 (a draft may have too few); items are checked only then. */
function list(field: Extract<Field, { kind: 'list' }>, options: CompileOptions): ZodTypeAny {
  let length = z.array(z.unknown());
  if (field.maxItems !== undefined) length = length.max(field.maxItems, 'V_14');
  if (options.requireFilled && field.minItems !== undefined) length = length.min(field.minItems, 'V_01');
  return length.pipe(z.array(propsSchema(field.fields, options)));
}

/** The value of one field once it is known not to be blank. */
function present(field: Field, options: CompileOptions): ZodTypeAny {
  switch (field.kind) {
    case 'text':
      return text(field);
    case 'richText':
      return richText(field, options);
    case 'number':
      return number(field);
    case 'boolean':
      return z.boolean();
    case 'select':
      return select(field);
    case 'link':
      return link(field);
    case 'list':
      return list(field, options);
    case 'image':
    case 'file':
      // The slot's value lives in the block's __images/__files; see `slotsOf`.
      return z.unknown();
  }
}

/**
 * One field: blank (missing, null, '' and, for a list without a minimum, []) is V_01 when the
 * field must be filled, otherwise left out (a list becomes []). Image and file fields keep nothing
 * in props.
 */
export function fieldSchema(field: Field, options: CompileOptions): ZodTypeAny {
  const { requireFilled } = options;
  if (field.kind === 'image' || field.kind === 'file') return z.unknown().transform(() => undefined);
  const isList = field.kind === 'list';
  const blank = (value: unknown) => isBlank(value) || (isList && Array.isArray(value) && value.length === 0 && !field.minItems);
  const mustFill = requireFilled && (field.required || (isList && (field.minItems ?? 0) > 0));
  const value = present(field, options);
  const filled = mustFill ? z.custom<unknown>((candidate) => candidate !== undefined, 'V_01').pipe(value) : value.optional();
  const schema = z
    .unknown()
    .transform((candidate) => (blank(candidate) ? undefined : candidate))
    .pipe(filled);
  return isList ? schema.transform((items) => items ?? []) : schema;
}

/** Compiled schemas, per options object and field list: built once each. */
const compiled = new WeakMap<CompileOptions, WeakMap<readonly Field[], ZodTypeAny>>();
const browserDraft: CompileOptions = { requireFilled: false };
const browserFilled: CompileOptions = { requireFilled: true };

/**
 * The props of a block type (or a page type's typeData): a strict object of its fields, with
 * blank optional fields left out. Built once per field list and options object (pass the same
 * options object each time); `true`/`false` stand for the browser's options, without sanitizing.
 */
export function propsSchema(fields: readonly Field[], options: CompileOptions | boolean): ZodTypeAny {
  const resolved = typeof options === 'boolean' ? (options ? browserFilled : browserDraft) : options;
  const byFields = compiled.get(resolved) ?? new WeakMap<readonly Field[], ZodTypeAny>();
  compiled.set(resolved, byFields);
  let schema = byFields.get(fields);
  if (!schema) {
    const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, resolved)]));
    schema = z
      .object(shape)
      .strict()
      .transform((props) => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)));
    byFields.set(fields, schema);
  }
  return schema;
}

/**
 * Error entries for zod issues under `base`: the code an issue carries as its message, V_01 for
 * something missing, V_12 for anything else malformed; every unknown key is a V_12 of its own.
 */
export function codedIssues(issues: ZodIssue[], base: string): CodedProblem[] {
  const at = (path: Array<string | number>) => (base ? [base, ...path] : path).join('.');
  return issues.flatMap((issue): CodedProblem[] => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ code: 'V_12', property: at([...issue.path, key]) }));
    const code = /^V_\d\d$/.test(issue.message) ? (issue.message as Code) : issue.code === 'invalid_type' && issue.received === 'undefined' ? 'V_01' : 'V_12';
    return [{ code, property: at(issue.path) }];
  });
}

/** Image and file slots that the fields declare for these props: dotted path in props → field. */
export interface Slot {
  path: string;
  field: Extract<Field, { kind: 'image' | 'file' }>;
}

export function slotsOf(fields: readonly Field[], props: unknown, prefix = ''): Slot[] {
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return [];
  return fields.flatMap((field): Slot[] => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.kind === 'image' || field.kind === 'file') return [{ path, field }];
    const items = (props as Record<string, unknown>)[field.name];
    if (field.kind !== 'list' || !Array.isArray(items)) return [];
    return items.flatMap((item, index) => slotsOf(field.fields, item, `${path}.${index}`));
  });
}
