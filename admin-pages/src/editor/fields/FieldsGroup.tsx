import { Stack } from '@tessera/admin-kit/mantine';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockFile, BlockImage } from '../state/editor-store';
import { NumberControl, SelectControl, SwitchControl } from './ChoiceControls';
import { slotErrorCode, type FieldErrors } from '../errors/field-errors';
import { checkField, shownCode } from './field-validation';
import { fieldErrorText } from './field-environment';
import type { Field } from '@tessera/content-model';
import { editedValueOf, formModelOf } from './form-model';
import { LinkField } from './LinkField';
import { ListControl } from './ListControl';
import { MediaSlotField, RichTextControl } from '@tessera/admin-kit/fields';
import { TextControl } from './TextControl';

/** What every field of a form (and of its list items) shares; one object per form render. */
export interface GroupShared {
  images: Record<string, BlockImage>;
  files: Record<string, BlockFile>;
  onSlotChange?(slotPath: string, kind: 'image' | 'file', value: BlockImage | BlockFile | null): void;
  /** Server property path → code; a field's path is `errorPrefix.fieldPath`. */
  errors: FieldErrors;
  errorPrefix: string;
  /** Show every field's problem, touched or not (after a refused store). */
  showChecks: boolean;
  pageLocale: string;
  readOnly: boolean;
}

interface FieldControlProps {
  field: Field<string>;
  value: unknown;
  path: string;
  onChange(name: string, value: unknown): void;
  shared: GroupShared;
}

/**
 * One field with its control and its problem: the server's code until the editor touches the
 * field, then the form's own check (the same rules), which follows every keystroke. Re-renders
 * only when its own value, the form's shared state or its callbacks change.
 */
const FieldControl = memo(function FieldControl({ field, value, path, onChange, shared }: FieldControlProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const [changed, setChanged] = useState(false);
  const onTouched = useCallback(() => setTouched(true), []);
  const change = useCallback(
    (name: string, next: unknown) => {
      setChanged(true);
      onChange(name, next);
    },
    [onChange],
  );
  const { onSlotChange } = shared;
  const slotChange = useCallback(
    (slotPath: string, kind: 'image' | 'file', slotValue: BlockImage | BlockFile | null) => {
      setTouched(true);
      onSlotChange?.(slotPath, kind, slotValue);
    },
    [onSlotChange],
  );

  const slot = field.kind === 'image' ? shared.images[path] : field.kind === 'file' ? shared.files[path] : undefined;
  const serverCode =
    shared.errors.get(shared.errorPrefix ? `${shared.errorPrefix}.${path}` : path) ?? (slot ? slotErrorCode(shared.errors, field.kind === 'image' ? 'image' : 'file', path) : undefined);
  const ownCode = checkField(field, value, !!slot);
  const code = shownCode({ touched, changed, ownCode, serverCode, showChecks: shared.showChecks });
  const error = code ? fieldErrorText(t, code, field.label) : null;
  const props = { path, onChange: change, error, onTouched, readOnly: shared.readOnly };

  // The check above saw the prop as stored; each control gets it as its field's kind has it.
  switch (field.kind) {
    case 'text':
      return <TextControl field={field} value={editedValueOf(field, value)} {...props} />;
    case 'richText':
      return <RichTextControl field={field} value={editedValueOf(field, value)} {...props} />;
    case 'number':
      return <NumberControl field={field} value={editedValueOf(field, value)} {...props} />;
    case 'boolean':
      return <SwitchControl field={field} value={editedValueOf(field, value)} {...props} />;
    case 'select':
      return <SelectControl field={field} value={editedValueOf(field, value)} {...props} />;
    case 'link':
      return <LinkField field={field} value={editedValueOf(field, value)} {...props} pageLocale={shared.pageLocale} />;
    case 'image':
    case 'file':
      return <MediaSlotField field={field} path={path} value={slot} error={error} readOnly={shared.readOnly || !onSlotChange} askAltText onSlotChange={slotChange} />;
    case 'list':
      return <ListControl field={field} value={editedValueOf(field, value)} {...props} shared={shared} />;
  }
});

/** The controls of a set of fields (a form, or one item of a list) under a path prefix. */
export function FieldsGroup({
  fields,
  value,
  path,
  onChange,
  shared,
}: {
  fields: readonly Field<string>[];
  value: Record<string, unknown>;
  path: string;
  onChange(name: string, value: unknown): void;
  shared: GroupShared;
}) {
  return (
    <Stack gap="sm">
      {formModelOf(fields, value).map(({ field, value: fieldValue }) => (
        <FieldControl key={field.name} field={field} value={fieldValue} path={path ? `${path}.${field.name}` : field.name} onChange={onChange} shared={shared} />
      ))}
    </Stack>
  );
}
