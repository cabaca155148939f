import { Badge } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { editorStateOf, stateColors, type EditorPageState, type PublicationFacts } from './page-state';

/** The text of each state (a table, so every state has one; a test checks the keys exist). */
export const stateLabelKeys: Record<EditorPageState, string> = {
  concept: 'pages.editor.state.concept',
  published: 'pages.editor.state.published',
  notPublished: 'pages.editor.state.notPublished',
  requested: 'pages.editor.state.requested',
  unpublishedChanges: 'pages.editor.state.unpublishedChanges',
};

/** SPEC §4 publication state of a page (or of a translation) as a badge. */
export function StateBadge({ facts, testId }: { facts: PublicationFacts; testId?: string }) {
  const { t } = useTranslation();
  const state = editorStateOf(facts);
  return (
    <Badge color={stateColors[state]} autoContrast data-testid={testId} data-state={state}>
      {t(stateLabelKeys[state])}
    </Badge>
  );
}
