import { Button, Group, Modal, Stack } from '@tessera/admin-kit/mantine';
import { dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedAction } from '../dialogs/FailedAction';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import type { CropParams } from './crop-params';
import { LazyCropEditor } from './LazyCropEditor';

/** The library's crop dialog: crop an image and keep the result as a new image in its folder. */
export function CropModal({
  file,
  opened,
  onClose,
  onSave,
  saving,
  errors,
}: {
  file: MediaFile | null;
  opened: boolean;
  onClose(): void;
  onSave(crop: CropParams): void;
  saving: boolean;
  errors: ErrorEntry[];
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<CropParams | null>(null);
  if (!file) return null;
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('media.crop.title', { name: file.fileName })} data-testid="crop-modal">
      <Stack>
        {opened && <LazyCropEditor file={file} onChange={setCrop} />}
        <FailedAction title={t('media.crop.failed')} errors={errors} />
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => crop && onSave(crop)} disabled={!crop} loading={saving} data-testid="crop-save">
            {t('media.crop.saveCopy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
