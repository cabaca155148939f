import { Loader, Modal } from '@tessera/admin-kit/mantine';
import { loadRemoteModule, RemoteBoundary } from '@tessera/admin-kit';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockFile, BlockImage } from '@tessera/content-model';

/** The props of the media picker that admin-media exposes (admin-media/README.md). */
export type MediaPickerProps = { opened: boolean; onClose(): void; initialPath?: string } & (
  { accept: 'image'; crop?: boolean; onSelect(image: BlockImage): void } | { accept: 'file'; onSelect(file: BlockFile): void }
);

const loadPicker = () => loadRemoteModule<{ default: ComponentType<MediaPickerProps> }>('admin_media/MediaPicker');

/**
 * The media library's picker, loaded from the admin-media remote the first time a slot opens it
 * (the shell registered the remote; this remote never imports another's code). A failed load
 * shows the admin's retry panel in the field.
 */
export function MediaPickerHost(props: MediaPickerProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Picker = useMemo(() => lazy(loadPicker), [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const loading = (
    <Modal opened={props.opened} onClose={props.onClose} title={t('fieldControls.media.loadingPicker')}>
      <Loader size="sm" aria-label={t('app.loading')} />
    </Modal>
  );
  return (
    <RemoteBoundary onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={loading}>
        <Picker {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
