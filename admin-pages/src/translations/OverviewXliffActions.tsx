import { Button, Group, Modal, Select, Text } from '@tessera/admin-kit/mantine';
import { localeLabel, readable } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './register-texts';
import { XliffImport } from './XliffImport';
import { xliffExportUrl } from './xliff';

interface OverviewXliffActionsProps {
  /** The pages ticked in the list (all in the overview's locale, the source of the file). */
  selected: readonly number[];
  sourceLocale: string;
  availableLocales: readonly string[];
  onImported(): void;
}

/** The overview's bulk XLIFF actions: one file of the ticked pages for a target locale, and an import of a translated file. */
export function OverviewXliffActions({ selected, sourceLocale, availableLocales, onImported }: OverviewXliffActionsProps) {
  const { t, i18n } = useTranslation();
  const targets = availableLocales.filter((locale) => locale !== sourceLocale);
  const [target, setTarget] = useState<string | null>(targets[0] ?? null);
  const [importing, setImporting] = useState(false);
  const chosen = target && targets.includes(target) ? target : (targets[0] ?? null);
  return (
    <Group align="end" gap="sm" data-testid="overview-xliff">
      {targets.length > 0 && (
        <>
          <Select
            label={t('pages.translationWorkflow.xliff.targetLocale')}
            data={targets.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
            value={chosen}
            onChange={setTarget}
            allowDeselect={false}
            w={200}
            data-testid="overview-xliff-target"
          />
          {selected.length > 0 && chosen ? (
            <Button component="a" href={xliffExportUrl(selected, chosen)} download variant="default" data-testid="overview-xliff-export">
              {t('pages.translationWorkflow.xliff.exportSelected')}
            </Button>
          ) : (
            <Button variant="default" disabled data-testid="overview-xliff-export">
              {t('pages.translationWorkflow.xliff.exportSelected')}
            </Button>
          )}
          <Text size="sm" c={readable.muted} role="status" data-testid="overview-xliff-selected">
            {t('pages.translationWorkflow.xliff.selected', { count: selected.length })}
          </Text>
        </>
      )}
      <Button variant="default" onClick={() => setImporting(true)} data-testid="overview-xliff-import">
        {t('pages.translationWorkflow.xliff.import')}
      </Button>
      <Modal opened={importing} onClose={() => setImporting(false)} title={t('pages.translationWorkflow.xliff.import')} size="lg" data-testid="overview-xliff-import-modal">
        <XliffImport onImported={onImported} />
      </Modal>
    </Group>
  );
}
