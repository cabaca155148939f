import { Center } from '@tessera/admin-kit/mantine';
import { Image } from '@tessera/admin-kit/mantine-more';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { previewImageUrl, renditionWidthFor } from '../media-urls';
import { KindIcon } from './KindIcon';

/**
 * A file's picture: a small rendition of an image (decorative: its name is written beside it),
 * or the icon of its kind.
 */
export function FileThumb({ file, size }: { file: Pick<MediaFile, 'id' | 'kind'>; size: number }) {
  if (file.kind === 'image' || file.kind === 'gif') {
    return <Image src={previewImageUrl(file.id, { w: renditionWidthFor(size * 2) })} alt="" h={size} w="100%" fit="contain" loading="lazy" bg="gray.0" />;
  }
  return (
    <Center h={size}>
      <KindIcon kind={file.kind} size={Math.min(56, size * 0.6)} />
    </Center>
  );
}
