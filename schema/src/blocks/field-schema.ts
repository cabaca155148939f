import { z, type ZodIssue, type ZodTypeAny } from 'zod';
import type { ErrorEntry } from '../errors/coded-error';
import { linkTypes } from './block';
import type { Field } from './block-config';
import { isEmail, isHttpUrl, isValidLink, videoOf } from './links';
import { isWellFormedHtml, sanitizeRichText, textOf } from './rich-text';

/*
 * The zod schemas a block's props (and a page type's typeData) are checked with, built from the
 * field schema of SPEC §5. Every issue's message is the catalogue code it stands for, so a form
 * gets the same codes whichever check failed: required V_01, malformed V_12, URL V_13, length
 * V_14, HTML V_15, e-mail V_02. A field reports at most one code: each step only runs on a value
 * the step before it accepted (`pipe`).
 */

type Code = ErrorEntry['code'];

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
function richText(field: Extract<Field, { kind: 'richText' }>, requireFilled: boolean): ZodTypeAny {
  return z.string().transform((value, ctx) => {
    if (!isWellFormedHtml(value)) return refuse(ctx, 'V_15');
    const clean = sanitizeRichText(value);
    const content = textOf(clean);
    if (field.required && requireFilled && content === '') return refuse(ctx, 'V_01');
    if (field.maxLength && content.length > field.maxLength) return refuse(ctx, 'V_14');
    return clean;
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

const linkValue = z
  .object({ type: z.enum(linkTypes), href: z.string().min(1).max(2048), label: z.string().max(200).optional(), openInNewTab: z.boolean().optional() })
  .strict();

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
function list(field: Extract<Field, { kind: 'list' }>, requireFilled: boolean): ZodTypeAny {
  let length = z.array(z.unknown());
  if (field.maxItems !== undefined) length = length.max(field.maxItems, 'V_14');
  if (requireFilled && field.minItems !== undefined) length = length.min(field.minItems, 'V_01');
  return length.pipe(z.array(propsSchema(field.fields, requireFilled)));
}

/** The value of one field once it is known not to be blank. */
function present(field: Field, requireFilled: boolean): ZodTypeAny {
  switch (field.kind) {
    case 'text':
      return text(field);
    case 'richText':
      return richText(field, requireFilled);
    case 'number':
      return number(field);
    case 'boolean':
      return z.boolean();
    case 'select':
      return select(field);
    case 'link':
      return link(field);
    case 'list':
      return list(field, requireFilled);
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
function fieldSchema(field: Field, requireFilled: boolean): ZodTypeAny {
  if (field.kind === 'image' || field.kind === 'file') return z.unknown().transform(() => undefined);
  const isList = field.kind === 'list';
  const blank = (value: unknown) => isBlank(value) || (isList && Array.isArray(value) && value.length === 0 && !field.minItems);
  const mustFill = requireFilled && (field.required || (isList && (field.minItems ?? 0) > 0));
  const value = present(field, requireFilled);
  const filled = mustFill ? z.custom<unknown>((candidate) => candidate !== undefined, 'V_01').pipe(value) : value.optional();
  const schema = z
    .unknown()
    .transform((candidate) => (blank(candidate) ? undefined : candidate))
    .pipe(filled);
  return isList ? schema.transform((items) => items ?? []) : schema;
}

const compiled = new WeakMap<Field[], [draft: ZodTypeAny | undefined, filled: ZodTypeAny | undefined]>();

/**
 * The props of a block type (or a page type's typeData): a strict object of its fields, with
 * blank optional fields left out. Built once per field list. `requireFilled` is false for a page
 * type's initial blocks, placeholders an editor fills in before storing.
 */
export function propsSchema(fields: Field[], requireFilled: boolean): ZodTypeAny {
  const cached = compiled.get(fields) ?? [undefined, undefined];
  const index = requireFilled ? 1 : 0;
  if (!cached[index]) {
    const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, requireFilled)]));
    cached[index] = z
      .object(shape)
      .strict()
      .transform((props) => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)));
    compiled.set(fields, cached);
  }
  return cached[index]!;
}

/**
 * Error entries for zod issues under `base`: the code an issue carries as its message, V_01 for
 * something missing, V_12 for anything else malformed; every unknown key is a V_12 of its own.
 */
export function codedIssues(issues: ZodIssue[], base: string): ErrorEntry[] {
  const at = (path: Array<string | number>) => [base, ...path].join('.');
  return issues.flatMap((issue): ErrorEntry[] => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ code: 'V_12', property: at([...issue.path, key]) }));
    const code = /^V_\d\d$/.test(issue.message) ? (issue.message as Code) : issue.code === 'invalid_type' && issue.received === 'undefined' ? 'V_01' : 'V_12';
    return [{ code, property: at(issue.path) }];
  });
}

/** Image and file slots that the fields declare for these props: dotted path in props → field. */
export function slotsOf(fields: Field[], props: unknown, prefix = ''): Array<{ path: string; field: Field }> {
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return [];
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.kind === 'image' || field.kind === 'file') return [{ path, field }];
    const items = (props as Record<string, unknown>)[field.name];
    if (field.kind !== 'list' || !Array.isArray(items)) return [];
    return items.flatMap((item, index) => slotsOf(field.fields, item, `${path}.${index}`));
  });
}
