import { Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { Tabs } from '@tessera/admin-kit/mantine-more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { readable } from '@tessera/admin-kit';
import type { TagVisibility } from './tag-list';
import { TagList } from './TagList';
import { TagPagesPanel, type ChosenTag } from './TagPagesPanel';

/**
 * The tags screen (manage-tags): public and private tags in two tabs, each searched, added to,
 * renamed and deleted; for a chosen tag, the pages that carry it, each opening in the editor.
 */
export default function TagsScreen() {
  const { t } = useTranslation();
  const [visibility, setVisibility] = useState<TagVisibility>('public');
  const [chosen, setChosen] = useState<ChosenTag | null>(null);

  const choose = (next: TagVisibility) => {
    setVisibility(next);
    setChosen(null);
  };

  return (
    <Stack data-testid="tags-screen">
      <Title order={1}>{t('pages.tags.title')}</Title>
      <Text c={readable.muted}>{t('pages.tags.intro')}</Text>
      <Tabs value={visibility} onChange={(value) => choose(value === 'private' ? 'private' : 'public')} keepMounted={false}>
        <Tabs.List aria-label={t('pages.tags.visibility')}>
          <Tabs.Tab value="public" data-testid="tags-tab-public">
            {t('pages.tags.public')}
          </Tabs.Tab>
          <Tabs.Tab value="private" data-testid="tags-tab-private">
            {t('pages.tags.private')}
          </Tabs.Tab>
        </Tabs.List>
        {(['public', 'private'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <TagList
              visibility={kind}
              chosenId={chosen?.id ?? null}
              onChoose={setChosen}
              onRenamed={(tag) => setChosen((current) => (current?.id === tag.id ? tag : current))}
              onDeleted={(id) => setChosen((current) => (current?.id === id ? null : current))}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {chosen && <TagPagesPanel tag={chosen} onClose={() => setChosen(null)} />}
    </Stack>
  );
}
