/**
 * What a field control needs to know of its field. The page editor's field types (generated from
 * the block configs) are wider and fit as they are; the site-content forms describe theirs inline.
 */
export interface FieldSpec {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  maxLength?: number;
}

/** An image or file slot's field. */
export interface MediaSlotSpec extends Omit<FieldSpec, 'maxLength'> {
  kind: 'image' | 'file';
}

/** What a rich text control gets from its form. */
export interface RichTextControlProps {
  field: FieldSpec;
  /** The field's dotted path in the form (`title`, `items.0.caption`): its test id. */
  path: string;
  /** The HTML, undefined when it is not set. */
  value: string | undefined;
  onChange(name: string, value: string | undefined): void;
  /** The translated problem to show on the field, if any. */
  error: string | null;
  /** The user left the field: from now on its checks show. */
  onTouched(): void;
  readOnly: boolean;
}
