import type { TypedDocumentNode } from '@apollo/client';
import type { BlockImage } from '@tessera/admin-kit/fields';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/*
 * The sortable site-content lists (skills, certificates, team members) are one screen driven by
 * a description of each list: its GraphQL operations, the fields of its editor, the columns of
 * its table and the texts under `pages.siteContent.<texts>`. What differs between the lists
 * lives in their descriptions (Skills.tsx, Certificates.tsx, TeamMembers.tsx), nothing else.
 */

/** A value of the editor's form: text, a list of texts (tags, chosen ids), an image, the active switch. */
export type FormValue = string | string[] | boolean | BlockImage | null;
export type FormValues = Record<string, FormValue>;

interface FieldBase {
  /** The property of the input (and of the server's errors); the field's test id is `<testId>-<name>`. */
  name: string;
  /** The label's key under the list's texts when it is not the name (`titleLabel`). */
  label?: string;
  /** A help text's key under the list's texts. */
  helpKey?: string;
}

/** One field of an item's editor. */
export type ContentField<Data> =
  | (FieldBase & { kind: 'text'; maxLength: number; required?: boolean })
  | (FieldBase & { kind: 'textarea'; maxLength: number; minRows: number })
  | (FieldBase & { kind: 'tags'; maxTags: number })
  | (FieldBase & { kind: 'choices'; options(data: Data, t: TFunction): Array<{ value: string; label: string }>; noOptionsKey: string })
  | (FieldBase & { kind: 'image' });

/** One column of the table, between the drag handle and the status. */
export interface ContentColumn<Row> {
  /** The heading's key under the list's texts. */
  heading: string;
  cell(row: Row): ReactNode;
}

/** What the generic screen needs to know of one list. */
export interface ContentList<Data, Row extends { id: number; active: boolean }, Input> {
  /** Its texts are under `pages.siteContent.<texts>`: title, intro, add, new, edit, saved, empty, activeHelp, the labels. */
  texts: 'skills' | 'certificates' | 'teamMembers';
  /** Test ids: `<testId>-add`, `<testId>-editor`, `<testId>-row-<id>`, `<testId>-<field>`, `<testId>-delete`. */
  testId: string;
  /** The screen's and the table's test ids. */
  screenTestId: string;
  tableTestId: string;
  query: TypedDocumentNode<Data, Record<string, never>>;
  rows(data: Data): Row[];
  /** The item's name: its row's handle, the delete question, the editor's heading. */
  nameOf(row: Row): string;
  /** The required field that names an item (its value names the saved item). */
  nameField: string;
  fields: Array<ContentField<Data>>;
  columns: Array<ContentColumn<Row>>;
  valuesOf(row: Row): FormValues;
  /** The input the server takes, from the form's values (trimmed, blanks cleared). */
  inputOf(values: FormValues): Input;
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: number; input: Input }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
  reorder: TypedDocumentNode<unknown, { ids: number[] }>;
}

/** The values of a new item: every field empty, active. */
export function emptyValues(fields: ReadonlyArray<{ kind: string; name: string }>): FormValues {
  const empty = (kind: string): FormValue => (kind === 'tags' || kind === 'choices' ? [] : kind === 'image' ? null : '');
  return { ...Object.fromEntries(fields.map((field) => [field.name, empty(field.kind)])), active: true };
}

/** Every property the editor shows an error on (the others go to the form's error list). */
export function fieldNames(fields: ReadonlyArray<{ name: string }>): string[] {
  return [...fields.map((field) => field.name), 'active'];
}

/** The required texts, for V_01 before anything is sent. */
export function requiredValues(fields: ReadonlyArray<{ kind: string; name: string; required?: boolean }>, values: FormValues): Record<string, string> {
  return Object.fromEntries(fields.filter((field) => field.kind === 'text' && field.required).map((field) => [field.name, textOf(values, field.name)]));
}

/** A text value, '' when there is none. */
export function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** A trimmed text value, null when blank (the server clears the property). */
export function optionalText(values: FormValues, name: string): string | null {
  return textOf(values, name).trim() || null;
}

/** A list value (tags, chosen ids), [] when there is none. */
export function listOf(values: FormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}

/** An image value as the server takes it (a JSON object), a copy the form no longer changes; null when there is none. */
export function imageOf(values: FormValues, name: string): Record<string, unknown> | null {
  const value = values[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as BlockImage) } : null;
}

/** The active switch's value. */
export function activeOf(values: FormValues): boolean {
  return values.active === true;
}
