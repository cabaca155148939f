import { Button, Center, Group, Paper, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { Image, Input } from '@tessera/admin-kit/mantine-more';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxAltText, type BlockFile, type BlockImage } from '@tessera/content-model';
import type { MediaSlotSpec } from './field-spec';
import { imagePreviewUrl } from './media-preview';
import { MediaPickerHost } from './MediaPickerHost';

interface MediaSlotFieldProps {
  field: MediaSlotSpec;
  /** The slot path (the field's dotted path), under which the block keeps the image or file. */
  path: string;
  value: BlockImage | BlockFile | undefined;
  error: string | null;
  readOnly: boolean;
  /** After an image without alternative text is picked, ask for one (focus on the alt text field, marked as missing). */
  askAltText?: boolean;
  onSlotChange(slotPath: string, kind: 'image' | 'file', value: BlockImage | BlockFile | null): void;
}

function Thumbnail({ image, file }: { image: BlockImage | null; file: BlockFile | undefined }) {
  const { t } = useTranslation();
  if (image) return <Image src={imagePreviewUrl(image, 320)} alt={image.altText || image.fileName} w={112} h={84} fit="cover" radius="sm" loading="lazy" data-testid="slot-thumbnail" />;
  const extension = file?.fileName.includes('.') ? file.fileName.slice(file.fileName.lastIndexOf('.') + 1).toUpperCase() : '';
  return (
    <Paper withBorder w={112} h={84} radius="sm" bg="gray.0">
      <Center h="100%">
        <Text size="xs" c="dimmed" fw={600} ta="center" px={4}>
          {file ? extension || t('fieldControls.media.file') : t('fieldControls.media.empty')}
        </Text>
      </Center>
    </Paper>
  );
}

/**
 * An image or file slot: what is chosen (a thumbnail of the image as the site crops it, or the
 * file's name), the image's alt text, and choose, replace or remove through the media library's
 * picker (images with a crop step).
 */
export function MediaSlotField({ field, path, value, error, readOnly, askAltText = false, onSlotChange }: MediaSlotFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const kind = field.kind;
  const image = kind === 'image' && value && 'altText' in value ? value : null;
  const testId = `field-${path}`;
  const open = () => {
    setPickerUsed(true);
    setPicking(true);
  };
  const close = () => setPicking(false);
  const [askingAlt, setAskingAlt] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);
  const pickImage = (chosen: BlockImage) => {
    onSlotChange(path, 'image', chosen);
    setAskingAlt(askAltText && !chosen.altText.trim());
  };
  const altMissing = askingAlt && !!image && !image.altText.trim();
  // The picker gives focus back to its button as it closes: take it to the alt text after that.
  useEffect(() => {
    if (!askingAlt || picking) return;
    const timer = setTimeout(() => altInput.current?.focus(), 300);
    return () => clearTimeout(timer);
  }, [askingAlt, picking]);

  return (
    <Input.Wrapper label={field.label} labelElement="div" withAsterisk={field.required} description={field.help} error={error} data-testid={testId}>
      <Group align="flex-start" wrap="nowrap" gap="sm" mt={4}>
        <Thumbnail image={image} file={value} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={value ? 500 : undefined} c={value ? undefined : 'dimmed'} truncate data-testid={`${testId}-file-name`}>
            {value ? value.fileName : kind === 'image' ? t('fieldControls.media.noImage') : t('fieldControls.media.noFile')}
          </Text>
          {image && (
            <TextInput
              size="xs"
              label={t('fieldControls.media.altText')}
              description={t('fieldControls.media.altTextHelp')}
              value={image.altText}
              ref={altInput}
              withAsterisk={altMissing}
              error={altMissing ? <span data-testid={`${testId}-alt-ask`}>{t('fieldControls.altPrompt.ask')}</span> : undefined}
              maxLength={maxAltText}
              readOnly={readOnly}
              onChange={(event) => onSlotChange(path, 'image', { ...image, altText: event.currentTarget.value })}
              data-testid={`${testId}-alt`}
            />
          )}
          {!readOnly && (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={open} data-testid={`${testId}-choose`}>
                {value ? t('fieldControls.media.replace') : kind === 'image' ? t('fieldControls.media.chooseImage') : t('fieldControls.media.chooseFile')}
              </Button>
              {value && (
                <Button size="xs" variant="default" onClick={() => onSlotChange(path, kind, null)} data-testid={`${testId}-remove`}>
                  {t('fieldControls.media.remove')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Group>
      {pickerUsed &&
        (kind === 'image' ? (
          <MediaPickerHost opened={picking} accept="image" crop onClose={close} onSelect={pickImage} />
        ) : (
          <MediaPickerHost opened={picking} accept="file" onClose={close} onSelect={(chosen) => onSlotChange(path, 'file', chosen)} />
        ))}
    </Input.Wrapper>
  );
}
