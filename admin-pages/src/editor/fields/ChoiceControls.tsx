import { Select } from '@tessera/admin-kit/mantine';
import { NumberInput, Switch } from '@tessera/admin-kit/mantine-more';
import type { ControlProps } from './control-props';
import type { BooleanField, NumberField, SelectField } from '@tessera/content-model';

/*
 * The small controls: a number, an on/off switch and a choice of options. Each stores the
 * value the server expects, and nothing for an emptied field.
 */

/** A number within the field's bounds; a partly typed number stays text until it is one. */
export function NumberControl({ field, path, value, onChange, error, onTouched, readOnly }: ControlProps<NumberField<string>>) {
  return (
    <NumberInput
      label={field.label}
      withAsterisk={field.required}
      description={field.help}
      error={error}
      value={value ?? ''}
      min={field.min}
      max={field.max}
      allowDecimal={!field.integer}
      readOnly={readOnly}
      onBlur={onTouched}
      onChange={(next) => onChange(field.name, next === '' ? undefined : next)}
      data-testid={`field-${path}`}
    />
  );
}

/** An on/off field; a change counts as touching it. */
export function SwitchControl({ field, path, value, onChange, error, onTouched, readOnly }: ControlProps<BooleanField<string>>) {
  return (
    <Switch
      label={field.label}
      description={field.help}
      error={error}
      checked={value === true}
      disabled={readOnly}
      onChange={(event) => {
        onTouched();
        onChange(field.name, event.currentTarget.checked);
      }}
      data-testid={`field-${path}`}
    />
  );
}

/** One of the field's options; a field that is not required can be emptied again. */
export function SelectControl({ field, path, value, onChange, error, onTouched, readOnly }: ControlProps<SelectField<string>>) {
  return (
    <Select
      label={field.label}
      withAsterisk={field.required}
      description={field.help}
      error={error}
      data={field.options}
      value={value ?? null}
      clearable={!field.required}
      allowDeselect={!field.required}
      readOnly={readOnly}
      onChange={(next) => {
        onTouched();
        onChange(field.name, next ?? undefined);
      }}
      data-testid={`field-${path}`}
    />
  );
}
