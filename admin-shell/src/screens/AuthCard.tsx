import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** The frame of the signed-out screens: a title, the form, the language switch. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w={420}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Center>
  );
}
