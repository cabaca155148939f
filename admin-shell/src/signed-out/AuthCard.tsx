import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Center, NativeSelect, Paper, Stack, Title } from '@tessera/admin-kit/src/components/mantine-lean';
import { languageOf, languages } from '@tessera/admin-kit/src/i18n/language';
import { switchLanguage } from './i18n';

function LanguageSwitch() {
  const { t, i18n: instance } = useTranslation();
  return (
    <NativeSelect
      label={t('language.label')}
      size="xs"
      w={150}
      data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={languageOf(instance.language)}
      onChange={(event) => void switchLanguage(instance, event.currentTarget.value)}
      data-testid="language-switch"
    />
  );
}

/**
 * The frame of the signed-out screens: a title, the form, the language switch. A step that
 * replaces the form it was reached from hands a `headingRef` to move the focus to its title.
 */
export function AuthCard({ title, headingRef, children }: { title: string; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w={420}>
        <Stack>
          <Title order={1} size="h2" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </Title>
          {children}
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Center>
  );
}
