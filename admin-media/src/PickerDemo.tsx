import { Button, Group, Stack, Title } from '@tessera/admin-kit/mantine';
import { Code, Image } from '@tessera/admin-kit/mantine-more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockFile, BlockImage } from './block-media';
import { cropPreviewUrl, previewImageUrl } from './media-urls';
import MediaPicker from './MediaPicker';

/**
 * The standalone page's stand-in for the page editor (not exposed): opens the picker the way a
 * block's image or file slot will, and shows what came back, the image through the same URLs
 * the site uses (preview-crop with cropParams, preview-image without).
 */
export function PickerDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'image' | 'file' | null>(null);
  const [picked, setPicked] = useState<BlockImage | BlockFile | null>(null);
  const image = picked && 'altText' in picked ? picked : null;
  return (
    <Stack data-testid="picker-demo">
      <Title order={1}>{t('media.demo.title')}</Title>
      <Group>
        <Button onClick={() => setOpen('image')} data-testid="demo-pick-image">
          {t('media.demo.pickImage')}
        </Button>
        <Button variant="light" onClick={() => setOpen('file')} data-testid="demo-pick-file">
          {t('media.demo.pickFile')}
        </Button>
      </Group>
      {picked && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('media.demo.picked')}
          </Title>
          <Code block data-testid="demo-picked">
            {JSON.stringify(picked, null, 2)}
          </Code>
          {image && (
            <Image
              src={image.cropParams ? cropPreviewUrl(image.fileID, image.cropParams, { w: 640 }) : previewImageUrl(image.fileID, { w: 640 })}
              alt={image.altText}
              maw={640}
              data-testid="demo-picked-image"
            />
          )}
        </Stack>
      )}
      <MediaPicker opened={open === 'image'} accept="image" crop onClose={() => setOpen(null)} onSelect={setPicked} />
      <MediaPicker opened={open === 'file'} accept="file" onClose={() => setOpen(null)} onSelect={setPicked} />
    </Stack>
  );
}
