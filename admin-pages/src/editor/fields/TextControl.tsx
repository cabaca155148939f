import { TextInput } from '@tessera/admin-kit/mantine';
import { Textarea } from '@tessera/admin-kit/mantine-more';
import type { ChangeEvent } from 'react';
import type { ControlProps } from './control-props';
import { FieldDescription } from '@tessera/admin-kit/fields';
import type { TextField } from '@tessera/content-model';
import { controlOf } from './form-model';

const inputTypes = { url: 'url', video: 'url', email: 'email', plain: 'text' } as const;

/** A text field: one line, or a textarea when the field is multiline; a limit shows a counter. */
export function TextControl({ field, path, value, onChange, error, onTouched, readOnly }: ControlProps<TextField<string>>) {
  const text = value ?? '';
  const common = {
    label: field.label,
    withAsterisk: field.required,
    description: <FieldDescription help={field.help} length={text.length} maxLength={field.maxLength} />,
    error,
    value: text,
    readOnly,
    onBlur: onTouched,
    'data-testid': `field-${path}`,
  };
  if (controlOf(field) === 'textarea')
    return <Textarea {...common} rows={3} resize="vertical" onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(field.name, event.currentTarget.value)} />;
  return <TextInput {...common} type={inputTypes[field.format ?? 'plain']} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(field.name, event.currentTarget.value)} />;
}
