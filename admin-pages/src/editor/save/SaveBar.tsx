import { Button, Group, Paper, Text } from '@tessera/admin-kit/mantine';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from './publication-actions';
import { TextPromptModal } from './TextPromptModal';
import { actionColor, dangerColor } from '../colors';

/** The label of each action's button (a table, so every action has one; a test checks the keys exist). */
export const actionLabelKeys: Record<EditorAction, string> = {
  save: 'pages.editor.actions.save',
  saveAndPublish: 'pages.editor.actions.saveAndPublish',
  requestPublication: 'pages.editor.actions.requestPublication',
  resendRequest: 'pages.editor.actions.resendRequest',
  revokeRequest: 'pages.editor.actions.revokeRequest',
  acceptRequest: 'pages.editor.actions.acceptRequest',
  rejectRequest: 'pages.editor.actions.rejectRequest',
  unpublish: 'pages.editor.actions.unpublish',
  saveAndUnpublish: 'pages.editor.actions.saveAndUnpublish',
};

/**
 * The bar stays in view under the admin's header while a long page scrolls: Save and "Unsaved
 * changes" are always at hand (the shell's header sets --app-shell-header-offset).
 */
const stickyBar = { position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 3 } as const;

/** The actions that ask for a text first: the request's comment, the reviewer's feedback. */
type PromptedAction = Extract<EditorAction, 'requestPublication' | 'acceptRequest' | 'rejectRequest'>;
const prompted = new Set<EditorAction>(['requestPublication', 'acceptRequest', 'rejectRequest']);

/** Plain buttons: the request's upkeep. Outlined in red: what takes the page off the site or refuses it. */
const secondary = new Set<EditorAction>(['resendRequest', 'revokeRequest']);
const dangerous = new Set<EditorAction>(['unpublish', 'saveAndUnpublish', 'rejectRequest']);

interface SaveBarProps {
  actions: EditorAction[];
  dirty: boolean;
  busy: EditorAction | null;
  run(action: EditorAction, text?: string): Promise<boolean>;
  /** Preview and history controls, on the other end of the bar. */
  children?: ReactNode;
}

function PromptFor({ action, busy, onConfirm, onClose }: { action: PromptedAction | null; busy: boolean; onConfirm(text: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const common = { opened: action !== null, busy, onConfirm, onClose };
  if (action === 'acceptRequest') {
    return (
      <TextPromptModal
        {...common}
        title={t('pages.editor.review.acceptTitle')}
        label={t('pages.editor.review.feedback')}
        confirmLabel={t('pages.editor.actions.acceptRequest')}
        testId="accept-modal"
      />
    );
  }
  if (action === 'rejectRequest') {
    return (
      <TextPromptModal
        {...common}
        title={t('pages.editor.review.rejectTitle')}
        label={t('pages.editor.review.feedback')}
        description={t('pages.editor.review.rejectHint')}
        confirmLabel={t('pages.editor.actions.rejectRequest')}
        testId="reject-modal"
      />
    );
  }
  return (
    <TextPromptModal
      {...common}
      title={t('pages.editor.request.title')}
      label={t('pages.editor.request.comment')}
      description={t('pages.editor.request.hint')}
      confirmLabel={t('pages.editor.actions.requestPublication')}
      testId="request-modal"
    />
  );
}

/**
 * Save, publish and the publication workflow (SPEC §4 actions), as the viewer's permissions and
 * the page's state allow; Save is the first button and Ctrl/Cmd+S. Says whether anything is unsaved.
 * Memoized: it renders when its actions, the dirty flag or a save change, not on every keystroke.
 */
export const SaveBar = memo(function SaveBar({ actions, dirty, busy, run, children }: SaveBarProps) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<PromptedAction | null>(null);
  const start = (action: EditorAction) => {
    if (prompted.has(action)) setPrompt(action as PromptedAction);
    else void run(action);
  };
  const confirm = async (text: string) => {
    if (prompt && (await run(prompt, text))) setPrompt(null);
  };

  return (
    <Paper withBorder p="xs" radius="md" style={stickyBar} data-testid="editor-save-bar">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'save' ? 'filled' : secondary.has(action) ? 'default' : 'outline'}
              color={dangerous.has(action) ? dangerColor : actionColor}
              onClick={() => start(action)}
              loading={busy === action}
              disabled={(busy !== null && busy !== action) || (action === 'save' && !dirty)}
              data-testid={`editor-action-${action}`}
            >
              {t(actionLabelKeys[action])}
            </Button>
          ))}
          <Text size="sm" c="dimmed" fw={dirty ? 700 : undefined} aria-live="polite" data-testid="editor-dirty" data-dirty={dirty}>
            {dirty ? t('pages.editor.unsaved.status') : t('pages.editor.unsaved.allSaved')}
          </Text>
        </Group>
        <Group gap="xs">{children}</Group>
      </Group>
      <PromptFor action={prompt} busy={busy !== null} onConfirm={(text) => void confirm(text)} onClose={() => setPrompt(null)} />
    </Paper>
  );
});
