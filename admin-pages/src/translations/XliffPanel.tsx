import { Button, Group, Paper, Select, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { localeLabel, readable } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './register-texts';
import { XliffImport } from './XliffImport';
import { xliffExportUrl, type XliffImportReport } from './xliff';

interface XliffPanelProps {
  /** The page whose texts are exported: the page itself, or a translation's source. */
  sourcePageId: number;
  /** The locales a file may be made for (every locale of the site but the source's). */
  targetLocales: readonly string[];
  defaultTarget: string | null;
  onImported?(report: XliffImportReport): void;
}

/** The Translations tab's XLIFF section: export the source's texts for a target locale, import a translated file. */
export function XliffPanel({ sourcePageId, targetLocales, defaultTarget, onImported }: XliffPanelProps) {
  const { t, i18n } = useTranslation();
  const [target, setTarget] = useState<string | null>(defaultTarget ?? targetLocales[0] ?? null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="xliff-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('pages.translationWorkflow.xliff.title')}
        </Title>
        <Text size="sm" c={readable.muted}>
          {t('pages.translationWorkflow.xliff.help')}
        </Text>
        {targetLocales.length > 0 && (
          <Group align="end">
            <Select
              label={t('pages.translationWorkflow.xliff.targetLocale')}
              data={targetLocales.map((value) => ({ value, label: localeLabel(value, i18n.language) }))}
              value={target}
              onChange={setTarget}
              allowDeselect={false}
              w={240}
              data-testid="xliff-target-locale"
            />
            {target && (
              <Button component="a" href={xliffExportUrl([sourcePageId], target)} download variant="default" data-testid="xliff-export">
                {t('pages.translationWorkflow.xliff.export')}
              </Button>
            )}
          </Group>
        )}
        <XliffImport onImported={onImported} />
      </Stack>
    </Paper>
  );
}
