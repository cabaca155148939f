import type { FieldErrors } from '../errors/field-errors';
import { Text } from '@tessera/admin-kit/mantine';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockFile, BlockImage } from '../state/editor-store';
import { FieldEnvironmentContext } from './field-environment';
import type { Field } from '@tessera/content-model';
import { FieldsGroup, type GroupShared } from './FieldsGroup';

/** What FieldsForm takes: the schema, the values, and where changes, slots and errors go. */
export interface FieldsFormProps {
  fields: readonly Field<string>[];
  /** The props (or typeData) being edited. */
  value: Record<string, unknown>;
  /** One field changed: its name and new value (undefined: the field was emptied). */
  onChange(name: string, value: unknown): void;
  /** Image and file slots by their path (a block's __images and __files). */
  images?: Record<string, BlockImage>;
  files?: Record<string, BlockFile>;
  /** A slot was chosen, changed (alt text) or emptied (null); without it slots are read-only. */
  onSlotChange?(slotPath: string, kind: 'image' | 'file', value: BlockImage | BlockFile | null): void;
  /** The server's property paths → codes; a field's property is `errorPrefix.fieldPath`. */
  errors?: FieldErrors;
  errorPrefix?: string;
  /** The page's locale: internal links offer pages of this locale. */
  pageLocale: string;
  readOnly?: boolean;
}

const noImages: Record<string, BlockImage> = {};
const noFiles: Record<string, BlockFile> = {};
const noErrors: FieldErrors = new Map();

/**
 * The form generated from a field schema (a block type's fields or a page type's typeData):
 * one control per field kind, with the server's and the form's own checks shown on the field.
 * Knows nothing of blocks: slots, errors and changes go through the props.
 */
export function FieldsForm({ fields, value, onChange, images, files, onSlotChange, errors, errorPrefix, pageLocale, readOnly }: FieldsFormProps) {
  const { t } = useTranslation();
  const environment = useContext(FieldEnvironmentContext);
  const showChecks = environment.showChecks ?? (errors?.size ?? 0) > 0;
  const shared = useMemo<GroupShared>(
    () => ({ images: images ?? noImages, files: files ?? noFiles, onSlotChange, errors: errors ?? noErrors, errorPrefix: errorPrefix ?? '', showChecks, pageLocale, readOnly: !!readOnly }),
    [images, files, onSlotChange, errors, errorPrefix, showChecks, pageLocale, readOnly],
  );
  if (fields.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="fields-none">
        {t('pages.fields.none')}
      </Text>
    );
  return <FieldsGroup fields={fields} value={value} path="" onChange={onChange} shared={shared} />;
}
