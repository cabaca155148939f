import type { Field } from '@tessera/content-model';
import type { EditedValue } from './form-model';

/** What every field control gets from the form (FieldControl hands it down). */
export interface ControlProps<F extends Field = Field> {
  field: F;
  /** The field's dotted path in the form (`title`, `items.0.caption`): its test id and slot path. */
  path: string;
  /** The prop as the field's kind has it (content-model's `PropValue`); undefined when it is not set. */
  value: EditedValue<F['kind']> | undefined;
  onChange(name: string, value: EditedValue<F['kind']> | undefined): void;
  /** The translated problem to show on the field, if any. */
  error: string | null;
  /** The editor left the field (or changed a choice): from now on its checks show. */
  onTouched(): void;
  readOnly: boolean;
}
