import type { ContentCheckCode, ContentWarning } from '@tessera/content-model';
import type { TFunction } from 'i18next';

/** The message of each warning code (a table, so every code has one; a test checks the keys exist). */
export const warningMessageKeys: Record<ContentCheckCode | 'link-text-empty', string> = {
  'image-alt-missing': 'pages.checks.codes.image-alt-missing',
  'heading-skipped': 'pages.checks.codes.heading-skipped',
  'link-text-vague': 'pages.checks.codes.link-text-vague',
  'link-text-empty': 'pages.checks.codes.link-text-empty',
  'seo-description-missing': 'pages.checks.codes.seo-description-missing',
  'title-too-long': 'pages.checks.codes.title-too-long',
  'title-duplicate': 'pages.checks.codes.title-duplicate',
};

/** A warning in the admin's language (an empty link text has its own sentence). */
export function warningText(t: TFunction, warning: ContentWarning): string {
  const key = warning.code === 'link-text-vague' && warning.params.text === '' ? 'link-text-empty' : warning.code;
  return t(warningMessageKeys[key] ?? warning.code, warning.params);
}
