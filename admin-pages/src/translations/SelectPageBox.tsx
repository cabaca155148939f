import { Checkbox } from '@tessera/admin-kit/mantine-more';
import { useTranslation } from 'react-i18next';
import './register-texts';

/** A page row's tick for the overview's bulk XLIFF export. */
export function SelectPageBox({ pageId, title, checked, onChange }: { pageId: number; title: string; checked: boolean; onChange(pageId: number, checked: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(pageId, event.currentTarget.checked)}
      aria-label={t('pages.translationWorkflow.xliff.select', { title })}
      data-testid={`page-select-${pageId}`}
    />
  );
}
