import { Modal } from '@tessera/admin-kit/mantine';
import type { EditorBlockType } from '@tessera/content-model';
import { useTranslation } from 'react-i18next';
import { VersionComparison } from './VersionComparison';

/** A version beside another one of the same page, in a modal (the history's "compare with current"). */
export function CompareModal({ pageId, from, to, blockTypes, onClose }: { pageId: number; from: number | null; to: number; blockTypes?: readonly EditorBlockType[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={from !== null} onClose={onClose} size="90%" title={t('pages.compare.title')} data-testid="compare-modal">
      {from !== null && <VersionComparison pageId={pageId} from={from} to={to} blockTypes={blockTypes} />}
    </Modal>
  );
}
