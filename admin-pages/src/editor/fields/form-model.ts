import { propValueOf, type Field, type PropValue } from '@tessera/content-model';

/*
 * How a form is generated from a field schema: which control each field gets and the value the
 * control shows while the prop is not set. Kept apart from the components so the mapping is
 * tested without a browser.
 */

/** The control a field is edited with (one component each in FieldsForm). */
export type ControlKind = 'textInput' | 'textarea' | 'richText' | 'number' | 'switch' | 'select' | 'link' | 'image' | 'file' | 'list';

/**
 * The value a control edits: the prop as its field's kind has it (content-model's `PropValue`,
 * the type the site's block components and the API's consumers read), except that a number being
 * typed may be text for a while ("1.", "-"); the form's checks refuse it until it is a number.
 */
export type EditedValue<Kind extends Field['kind']> = Kind extends 'number' ? number | string : PropValue<Kind>;

/** A prop as its control edits it: its kind's value, or undefined when it is not set or has another shape. */
export function editedValueOf<Kind extends Field['kind']>(field: { kind: Kind }, value: unknown): EditedValue<Kind> | undefined {
  if (field.kind === 'number' && typeof value === 'string') return value as EditedValue<Kind>;
  return propValueOf(field, value) as EditedValue<Kind> | undefined;
}

/** One control of a generated form. */
export interface FieldModel {
  field: Field<string>;
  /** The prop as stored (checked as it is), or the field's empty value when it is not set. */
  value: unknown;
}

/** The control a field is edited with: text is a single line unless it is multiline. */
export function controlOf(field: Field): ControlKind {
  switch (field.kind) {
    case 'text':
      return field.multiline ? 'textarea' : 'textInput';
    case 'richText':
      return 'richText';
    case 'number':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'select':
      return 'select';
    case 'link':
      return 'link';
    case 'image':
      return 'image';
    case 'file':
      return 'file';
    case 'list':
      return 'list';
  }
}

/**
 * What a control shows for a prop that is not set: empty text, an unchecked switch, no number, no
 * option, no link, no items. Image and file values live in the slots, not in props.
 */
export function emptyValueOf(field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'richText':
      return '';
    case 'boolean':
      return false;
    case 'list':
      return [];
    default:
      return undefined;
  }
}

/** The form for a set of props: one control per field, in the schema's order. */
export function formModelOf(fields: readonly Field<string>[], value: Record<string, unknown>): FieldModel[] {
  return fields.map((field) => ({ field, value: value[field.name] ?? emptyValueOf(field) }));
}
