import { Loader, TextInput } from '@tessera/admin-kit/mantine';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SlugCheck } from './slug-check';

/** What the field says under the input about the live check. */
function checkDescription(t: TFunction, check: SlugCheck): string {
  switch (check.state) {
    case 'checking':
      return t('pages.newPage.slug.checking');
    case 'available':
      return t('pages.newPage.slug.available', { slug: `/${check.slug}` });
    case 'failed':
      return t('pages.newPage.slug.checkFailed');
    default:
      return t('pages.newPage.fields.slugHint');
  }
}

/**
 * The slug input of the create forms, with the live availability check's answer under it: the
 * address it will have when free, the coded refusal as the field's error when not.
 */
export function SlugField(props: { value: string; onChange: (slug: string) => void; check: SlugCheck; error?: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('pages.newPage.fields.slug')}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      description={checkDescription(t, props.check)}
      descriptionProps={{ 'aria-live': 'polite', 'data-testid': `${props.testId}-state` }}
      error={props.error}
      rightSection={props.check.state === 'checking' ? <Loader size="xs" aria-hidden /> : null}
      withAsterisk
      autoComplete="off"
      spellCheck={false}
      data-testid={props.testId}
    />
  );
}
