import { Center, Loader } from '@tessera/admin-kit/mantine';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CropEditorProps } from './CropEditor';

/** Cropper.js and its styles load only when a crop is made, not with the library. */
const CropEditor = lazy(() => import('./CropEditor'));

export function LazyCropEditor(props: CropEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center h={380}>
          <Loader aria-label={t('media.loading')} />
        </Center>
      }
    >
      <CropEditor {...props} />
    </Suspense>
  );
}
