import type { Field } from './field-types';
import { linkCheck } from './link-value';
import { slotsOf } from './slots';
import { isEmail, isHttpUrl, isVideoLink } from './value-rules';

/*
 * The checks the server makes on a field's value (schema/src/blocks/field-schema.ts), made in the
 * form so an editor sees a problem on the field before storing: required V_01, e-mail V_02,
 * malformed V_12, URL V_13, too long V_14, required file V_17. Each field reports at most one code,
 * the first the server would.
 */

export type FieldCode = 'V_01' | 'V_02' | 'V_12' | 'V_13' | 'V_14' | 'V_17';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The visible text of rich text, as the server counts it for "required" and the length limit. */
export function richTextContent(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function textCheck(field: Extract<Field, { kind: 'text' }>, value: string): FieldCode | null {
  if (field.maxLength !== undefined && value.length > field.maxLength) return 'V_14';
  if (field.format === 'url' && !isHttpUrl(value)) return 'V_13';
  if (field.format === 'video' && !isVideoLink(value)) return 'V_13';
  if (field.format === 'email' && !isEmail(value)) return 'V_02';
  return null;
}

function numberCheck(field: Extract<Field, { kind: 'number' }>, value: unknown): FieldCode | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'V_12';
  if (field.integer && !Number.isInteger(value)) return 'V_12';
  if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) return 'V_12';
  return null;
}

function listCheck(field: Extract<Field, { kind: 'list' }>, value: unknown): FieldCode | null {
  const items = isBlank(value) ? [] : value;
  if (!Array.isArray(items)) return 'V_12';
  if (field.maxItems !== undefined && items.length > field.maxItems) return 'V_14';
  if (field.minItems !== undefined && items.length < field.minItems) return 'V_01';
  if (field.required && items.length === 0) return 'V_01';
  return null;
}

/**
 * The code for one field's own value (list items are checked as fields of their own). Image and
 * file fields are checked by whether their slot is filled.
 */
export function checkField(field: Field, value: unknown, slotFilled = false): FieldCode | null {
  switch (field.kind) {
    case 'image':
    case 'file':
      return field.required && !slotFilled ? 'V_17' : null;
    case 'list':
      return listCheck(field, value);
    case 'link':
      return linkCheck(field, value);
    case 'richText': {
      if (isBlank(value)) return field.required ? 'V_01' : null;
      if (typeof value !== 'string') return 'V_12';
      const content = richTextContent(value);
      if (field.required && content === '') return 'V_01';
      return field.maxLength !== undefined && content.length > field.maxLength ? 'V_14' : null;
    }
    default:
      break;
  }
  if (isBlank(value)) return field.required ? 'V_01' : null;
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? textCheck(field, value) : 'V_12';
    case 'number':
      return numberCheck(field, value);
    case 'boolean':
      return typeof value === 'boolean' ? null : 'V_12';
    case 'select':
      return typeof value === 'string' && field.options.some((option) => option.value === value) ? null : 'V_12';
  }
}

/**
 * Every problem in a set of props, by the field's dotted path (`title`, `items.0.caption`), list
 * items included: what a store would be refused for. `filledSlots` are the slot paths that hold
 * an image or file.
 */
export function checkFields(fields: Field[], props: Record<string, unknown>, filledSlots: ReadonlySet<string>, prefix = ''): Map<string, FieldCode> {
  const problems = new Map<string, FieldCode>();
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const code = checkField(field, props[field.name], filledSlots.has(path));
    if (code) problems.set(path, code);
    const items = props[field.name];
    if (field.kind !== 'list' || code || !Array.isArray(items)) continue;
    items.forEach((item, index) => {
      const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      for (const entry of checkFields(field.fields, record, filledSlots, `${path}.${index}`)) problems.set(...entry);
    });
  }
  return problems;
}

/** The slot paths of a block that hold an image or a file. */
export function filledSlotsOf(fields: Field[], props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown>): Set<string> {
  return new Set(slotsOf(fields, props).flatMap(({ path, field }) => ((field.kind === 'image' ? images[path] : files[path]) ? [path] : [])));
}

/**
 * The problem a field shows: the server's (or, after a refused store, the form's own) until the
 * editor changes the field; while it is being changed an error shown goes as soon as it is fixed
 * but a new one waits until the field is left; once left, the form's own check follows every change.
 */
export function shownCode(state: { touched: boolean; changed: boolean; ownCode: string | null; serverCode: string | undefined; showChecks: boolean }): string | null {
  if (state.touched) return state.ownCode;
  const shown = state.serverCode ?? (state.showChecks ? state.ownCode : null);
  return state.changed && shown ? state.ownCode : shown;
}
