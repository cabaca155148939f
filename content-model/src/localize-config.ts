import type { BlockTypeConfig, Field, PageTypeConfig, TesseraConfig } from './fields';
import { textIn, type Label } from './label';

/*
 * A content model's types with every text in one language (label.ts `textIn`: the locale's own,
 * else English): what the API answers for the admin's language, so each screen that names a type,
 * a field or an option shows the editor's words.
 */

/** A field with its label, help and options (and its list's fields) in the locale's language. */
export function fieldIn(field: Field, locale: string | null | undefined): Field<string> {
  const { help, ...rest } = field;
  const texts = { label: textIn(field.label, locale) || field.name, ...(help === undefined ? {} : { help: textIn(help, locale) }) };
  switch (rest.kind) {
    case 'select':
      return { ...rest, ...texts, options: rest.options.map((option) => ({ ...option, label: textIn(option.label, locale) || option.value })) };
    case 'list':
      return { ...rest, ...texts, fields: rest.fields.map((item) => fieldIn(item, locale)) };
    default:
      return { ...rest, ...texts };
  }
}

/** A block type in the locale's language. */
export function blockTypeIn(type: BlockTypeConfig, locale: string | null | undefined): BlockTypeConfig<string> {
  const { description, ...rest } = type;
  return {
    ...rest,
    label: textIn(type.label, locale) || type.id,
    ...(description === undefined ? {} : { description: textIn(description, locale) }),
    fields: type.fields.map((field) => fieldIn(field, locale)),
  };
}

/** A page type in the locale's language. */
export function pageTypeIn(type: PageTypeConfig, locale: string | null | undefined): PageTypeConfig<string> {
  const { fields, ...rest } = type;
  return { ...rest, label: textIn(type.label, locale) || type.id, ...(fields === undefined ? {} : { fields: fields.map((field) => fieldIn(field, locale)) }) };
}

/** Where a text of a config is (`block hero › field theme › option dark`) and the text. */
export interface ConfigText {
  where: string;
  text: Label;
}

function fieldTexts(field: Field, where: string): ConfigText[] {
  const here = `${where} › field ${field.name}`;
  return [
    { where: here, text: field.label },
    ...(field.help === undefined ? [] : [{ where: `${here} › help`, text: field.help }]),
    ...(field.kind === 'select' ? field.options.map((option) => ({ where: `${here} › option ${option.value}`, text: option.label })) : []),
    ...(field.kind === 'list' ? field.fields.flatMap((item) => fieldTexts(item, here)) : []),
  ];
}

/** Every text a config shows editors, with where it is: a test that each gives every language reads them. */
export function configTexts(config: Pick<TesseraConfig, 'blockTypes' | 'pageTypes'>): ConfigText[] {
  return [
    ...config.blockTypes.flatMap((type) => [
      { where: `block ${type.id}`, text: type.label },
      ...(type.description === undefined ? [] : [{ where: `block ${type.id} › description`, text: type.description }]),
      ...type.fields.flatMap((field) => fieldTexts(field, `block ${type.id}`)),
    ]),
    ...config.pageTypes.flatMap((type) => [{ where: `page type ${type.id}`, text: type.label }, ...(type.fields ?? []).flatMap((field) => fieldTexts(field, `page type ${type.id}`))]),
  ];
}
