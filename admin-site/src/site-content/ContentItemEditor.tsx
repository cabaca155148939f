import { useMutation } from '@apollo/client/react';
import { TextInput } from '@tessera/admin-kit/mantine';
import { MultiSelect, Switch, TagsInput, Textarea } from '@tessera/admin-kit/mantine-more';
import { codedErrors, fieldError, formErrors, missingFields, type ErrorEntry } from '@tessera/admin-kit';
import type { BlockImage } from '@tessera/admin-kit/fields';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeOf, fieldNames, listOf, requiredValues, textOf, type ContentField, type ContentList, type FormValue, type FormValues } from './content-list';
import { EditorCard, showSaved } from './ContentParts';
import { ImageSlot } from './ImageSlot';

interface ContentItemEditorProps<Data, Row extends { id: number; active: boolean }, Input> {
  list: ContentList<Data, Row, Input>;
  data: Data;
  /** The item edited (null: a new one) and the values its form starts with. */
  id: number | null;
  initial: FormValues;
  onDone(): void;
  onCancel(): void;
}

/** The editor of one item of a list: the list's fields, the active switch, Save and Cancel. */
export function ContentItemEditor<Data, Row extends { id: number; active: boolean }, Input>({ list, data, id, initial, onDone, onCancel }: ContentItemEditorProps<Data, Row, Input>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [create, creating] = useMutation(list.create);
  const [update, updating] = useMutation(list.update);
  const text = (key: string) => t(`pages.siteContent.${list.texts}.${key}`);
  const set = (name: string, value: FormValue) => setValues((current) => ({ ...current, [name]: value }));

  const save = async () => {
    const missing = missingFields(requiredValues(list.fields, values));
    setErrors(missing);
    if (missing.length > 0) return;
    const input = list.inputOf(values);
    try {
      if (id === null) await create({ variables: { input } });
      else await update({ variables: { id, input } });
      showSaved(t(`pages.siteContent.${list.texts}.saved`, { name: textOf(values, list.nameField).trim() }), t('common.close'));
      onDone();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  const control = (field: ContentField<Data>) => {
    const label = text(field.label ?? field.name);
    const common = { label, description: field.helpKey ? text(field.helpKey) : undefined, error: fieldError(t, errors, label, field.name), 'data-testid': `${list.testId}-${field.name}` };
    switch (field.kind) {
      case 'text':
        return <TextInput {...common} withAsterisk={field.required} maxLength={field.maxLength} value={textOf(values, field.name)} onChange={(event) => set(field.name, event.currentTarget.value)} />;
      case 'textarea':
        return (
          <Textarea {...common} autosize minRows={field.minRows} maxLength={field.maxLength} value={textOf(values, field.name)} onChange={(event) => set(field.name, event.currentTarget.value)} />
        );
      case 'tags':
        return <TagsInput {...common} maxTags={field.maxTags} value={listOf(values, field.name)} onChange={(chosen) => set(field.name, chosen)} />;
      case 'choices': {
        const options = field.options(data, t);
        return (
          <MultiSelect
            {...common}
            description={options.length === 0 ? text(field.noOptionsKey) : common.description}
            data={options}
            searchable
            value={listOf(values, field.name)}
            onChange={(chosen) => set(field.name, chosen)}
          />
        );
      }
      case 'image':
        return <ImageSlot label={label} value={(values[field.name] as BlockImage | null) ?? null} error={common.error ?? null} onChange={(image) => set(field.name, image)} />;
    }
  };

  return (
    <EditorCard
      title={id === null ? text('new') : t(`pages.siteContent.${list.texts}.edit`, { name: textOf(initial, list.nameField) })}
      testId={`${list.testId}-editor`}
      saving={creating.loading || updating.loading}
      formErrors={formErrors(errors, fieldNames(list.fields))}
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      {list.fields.map((field) => (
        <Fragment key={field.name}>{control(field)}</Fragment>
      ))}
      <Switch
        label={t('pages.siteContent.activeLabel')}
        description={text('activeHelp')}
        checked={activeOf(values)}
        onChange={(event) => set('active', event.currentTarget.checked)}
        data-testid={`${list.testId}-active`}
      />
    </EditorCard>
  );
}
