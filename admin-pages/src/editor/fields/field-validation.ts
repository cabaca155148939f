import { checkBlockContent, codedIssues, fieldSchema, type CompileOptions, type Field, type FieldCode } from '@tessera/content-model';

/*
 * The editor's checks are the server's: every field is checked with the zod schema
 * @tessera/content-model compiles from the block type's field schema, the compiler the server's
 * `validateBlocks` uses. The browser only leaves out what the server adds on store (sanitizing).
 */

/** What the editor checks a form against: filled in, as a store requires. */
const editorOptions: CompileOptions = { requireFilled: true };

type FieldSchema = ReturnType<typeof fieldSchema>;

const compiled = new WeakMap<Field, FieldSchema>();

function schemaOf(field: Field): FieldSchema {
  let schema = compiled.get(field);
  if (!schema) {
    schema = fieldSchema(field, editorOptions);
    compiled.set(field, schema);
  }
  return schema;
}

/**
 * The code for one field's own value, the first the server would give (list items are checked as
 * fields of their own, so a list reports only its own length). Image and file fields are checked
 * by whether their slot is filled.
 */
export function checkField(field: Field, value: unknown, slotFilled = false): FieldCode | null {
  if (field.kind === 'image' || field.kind === 'file') return field.required && !slotFilled ? 'V_17' : null;
  const parsed = schemaOf(field).safeParse(value);
  if (parsed.success) return null;
  const [own] = codedIssues(
    parsed.error.issues.filter((issue) => issue.path.length === 0),
    '',
  );
  return own?.code ?? null;
}

/**
 * Every problem of a block's content by the field's dotted path (`title`, `items.0.caption`), slots
 * included: exactly what the server's `validateBlocks` would refuse the block's props and slots for.
 */
export function checkBlock(fields: readonly Field[], block: { props: Record<string, unknown>; __images: Record<string, unknown>; __files: Record<string, unknown> }): Map<string, FieldCode> {
  const { errors } = checkBlockContent(fields, block, editorOptions);
  return new Map(errors.map((problem) => [problem.property.replace(/^props\./, ''), problem.code]));
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
