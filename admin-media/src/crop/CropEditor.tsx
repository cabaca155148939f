import { Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@tessera/admin-kit/mantine';
import { Box, Image, NumberInput, SegmentedControl } from '@tessera/admin-kit/mantine-more';
import { useDebouncedValue } from '@mantine/hooks';
import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { cropPreviewUrl, previewImageUrl } from '../media-urls';
import { cropParamsFrom, type CropParams } from './crop-params';

/** The live preview asks the server for the crop once the box rests this long. */
const previewDelayMs = 400;
const aspectRatios: Record<string, number> = { free: NaN, square: 1, landscape: 4 / 3, wide: 16 / 9 };
type BoxField = 'x' | 'y' | 'width' | 'height';

export interface CropEditorProps {
  file: Pick<MediaFile, 'id' | 'fileName'>;
  /** Where the box starts (an earlier crop); the whole image otherwise. */
  initial?: CropParams | null;
  onChange(params: CropParams): void;
}

/**
 * Cropper.js on the upright image (preview-image), with buttons to turn and flip it, an aspect
 * ratio, the box in pixels as fields (so the crop can be set by keyboard too), and a live
 * preview of the result cut by the server (preview-crop), as the page will show it.
 */
export default function CropEditor({ file, initial, onChange }: CropEditorProps) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const cropperRef = useRef<Cropper | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [ready, setReady] = useState(false);
  const [params, setParams] = useState<CropParams | null>(initial ?? null);
  const [aspect, setAspect] = useState('free');
  const [preview] = useDebouncedValue(params, previewDelayMs);
  const previewSrc = preview ? cropPreviewUrl(file.id, preview, { w: 480 }) : null;
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return undefined;
    const report = (data: Cropper.Data) => {
      const next = cropParamsFrom(data);
      setParams(next);
      changed.current(next);
    };
    const cropper = new Cropper(image, {
      viewMode: 1,
      autoCropArea: 1,
      background: false,
      // The server sends the image upright and without EXIF: nothing to read or turn here.
      checkOrientation: false,
      zoomOnWheel: false,
      data: initial ?? undefined,
      ready: () => {
        setReady(true);
        report(cropper.getData());
      },
      crop: (event) => report(event.detail),
    });
    cropperRef.current = cropper;
    return () => {
      cropper.destroy();
      cropperRef.current = null;
      setReady(false);
    };
    // A new file is a new cropper; `initial` only places the first box.
  }, [file.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const cropper = () => cropperRef.current;
  const setBox = (field: BoxField, value: number | string) => {
    const number = typeof value === 'number' ? value : Number.parseFloat(value);
    if (Number.isFinite(number)) cropper()?.setData({ [field]: number });
  };
  const chooseAspect = (value: string) => {
    setAspect(value);
    cropper()?.setAspectRatio(aspectRatios[value] ?? NaN);
  };
  const boxFields: Array<{ field: BoxField; label: string }> = [
    { field: 'x', label: t('media.crop.x') },
    { field: 'y', label: t('media.crop.y') },
    { field: 'width', label: t('media.crop.width') },
    { field: 'height', label: t('media.crop.height') },
  ];

  return (
    <Stack data-testid="crop-editor" data-ready={ready || undefined}>
      <Box h={380} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
        {/* Cropper puts its own elements beside the image: this box holds nothing React renders. */}
        <img ref={imageRef} src={previewImageUrl(file.id)} alt={t('media.crop.image', { name: file.fileName })} style={{ display: 'block', maxWidth: '100%' }} />
      </Box>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={!ready} onClick={() => cropper()?.rotate(-90)} data-testid="crop-rotate-left">
          {t('media.crop.rotateLeft')}
        </Button>
        <Button size="xs" variant="default" disabled={!ready} onClick={() => cropper()?.rotate(90)} data-testid="crop-rotate-right">
          {t('media.crop.rotateRight')}
        </Button>
        <Button size="xs" variant="default" disabled={!ready} onClick={() => cropper()?.scaleX(-(cropper()?.getData().scaleX ?? 1))} data-testid="crop-flip-horizontal">
          {t('media.crop.flipHorizontal')}
        </Button>
        <Button size="xs" variant="default" disabled={!ready} onClick={() => cropper()?.scaleY(-(cropper()?.getData().scaleY ?? 1))} data-testid="crop-flip-vertical">
          {t('media.crop.flipVertical')}
        </Button>
        <Button size="xs" variant="default" disabled={!ready} onClick={() => cropper()?.reset()} data-testid="crop-reset">
          {t('media.crop.reset')}
        </Button>
        <SegmentedControl
          size="xs"
          aria-label={t('media.crop.aspect')}
          value={aspect}
          onChange={chooseAspect}
          disabled={!ready}
          data={[
            { value: 'free', label: t('media.crop.free') },
            { value: 'square', label: '1:1' },
            { value: 'landscape', label: '4:3' },
            { value: 'wide', label: '16:9' },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {boxFields.map(({ field, label }) => (
          <NumberInput
            key={field}
            size="xs"
            label={label}
            suffix=" px"
            min={field === 'width' || field === 'height' ? 1 : undefined}
            allowDecimal={false}
            disabled={!ready}
            value={params?.[field] ?? ''}
            onChange={(value) => setBox(field, value)}
            data-testid={`crop-${field}`}
          />
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('media.crop.preview')}
          {params && (
            <Text span size="xs" c="dimmed" ml="xs" data-testid="crop-result-size">
              {t('media.crop.result', { width: params.width, height: params.height })}
            </Text>
          )}
        </Text>
        <Box pos="relative" h={200} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          {previewSrc && (
            <Image
              src={previewSrc}
              alt={t('media.crop.previewOf', { name: file.fileName })}
              h={200}
              fit="contain"
              onLoad={() => setLoadedSrc(previewSrc)}
              data-testid="crop-preview"
              data-loaded={loadedSrc === previewSrc || undefined}
            />
          )}
          {previewSrc !== loadedSrc && (
            <Center pos="absolute" inset={0}>
              <Loader size="sm" aria-label={t('media.crop.previewLoading')} />
            </Center>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
