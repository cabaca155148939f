import { Button, Group, Modal, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { formatDate, registerUnsavedKeeper, dialogActions } from '@tessera/admin-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../state/editor-store';
import { browserStorage, keepDraft, readDraft, removeDraft, type UnsavedDraft } from './unsaved-draft';
import { dangerColor } from '../colors';

interface DraftKeepingProps {
  store: EditorStore;
  pageId: number;
  userId: number | null;
}

/** The editor's unsaved version as a draft of this user and page, kept now. */
function draftOf(store: EditorStore, userId: number, pageId: number): UnsavedDraft {
  const { versionId, ...content } = store.storeInput();
  return { userId, pageId, basedOnVersionId: versionId, keptAt: Date.now(), content };
}

/**
 * SPEC §4 inactivity, in the page editor: before the activity timer signs the user out, the
 * unsaved version is kept in localStorage (admin-kit calls the keeper registered here); when the
 * same user opens the page again, it is offered back. Restoring lays it on the latest version as
 * unsaved changes (as restoring from the history does); the draft is removed once those are
 * stored, or when the user discards it or leaves the page without storing.
 */
export function UnsavedDraftOffer({ store, pageId, userId }: DraftKeepingProps) {
  const { t, i18n } = useTranslation();
  const [offered, setOffered] = useState<UnsavedDraft | null>(() => (userId === null ? null : readDraftSafely(userId, pageId)));
  const restored = useRef(false);
  const kept = useRef(false);

  useEffect(() => {
    if (userId === null) return undefined;
    const forget = () => {
      restored.current = false;
      const storage = browserStorage();
      if (storage) removeDraft(storage, userId, pageId);
    };
    const unregister = registerUnsavedKeeper(() => {
      const storage = browserStorage();
      if (!storage || !store.isDirty()) return;
      keepDraft(storage, draftOf(store, userId, pageId));
      kept.current = true;
    });
    // Once the restored changes are stored the editor is clean: the draft has done its work.
    const offDirty = store.subscribe('dirty', () => {
      if (restored.current && !store.isDirty()) forget();
    });
    return () => {
      unregister();
      offDirty();
      // Left the page without storing what was restored (and not signed out by the timer): dropped.
      if (restored.current && !kept.current) forget();
    };
  }, [store, pageId, userId]);

  if (!offered || userId === null) return null;

  const discard = () => {
    const storage = browserStorage();
    if (storage) removeDraft(storage, userId, pageId);
    setOffered(null);
  };
  const restore = () => {
    store.restore(offered.content);
    restored.current = true;
    setOffered(null);
    notifications.show({ color: 'blue', message: t('pages.drafts.restored') });
  };
  const time = formatDate(new Date(offered.keptAt), i18n.language, true);

  return (
    <Modal opened onClose={() => setOffered(null)} title={t('pages.drafts.title')} closeOnClickOutside={false} data-testid="draft-offer">
      <Text mb="sm">{t('pages.drafts.question', { time })}</Text>
      {offered.basedOnVersionId !== store.openedVersionId && (
        <Text size="sm" mb="sm" data-testid="draft-offer-newer">
          {t('pages.drafts.newerVersion')}
        </Text>
      )}
      <Group justify="flex-end" style={dialogActions}>
        <Button variant="default" color={dangerColor} onClick={discard} data-testid="draft-discard">
          {t('pages.drafts.discard')}
        </Button>
        <Button onClick={restore} data-autofocus data-testid="draft-restore">
          {t('pages.drafts.restore')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The draft to offer, or null where the browser has no usable storage. */
function readDraftSafely(userId: number, pageId: number): UnsavedDraft | null {
  const storage = browserStorage();
  if (!storage) return null;
  try {
    return readDraft(storage, userId, pageId, Date.now());
  } catch {
    return null;
  }
}
