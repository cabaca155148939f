import { Button, Group, Stack, Text } from '@tessera/admin-kit/mantine';
import { Box, NumberInput } from '@tessera/admin-kit/mantine-more';
import { roundFocalPoint, type FocalPoint } from '@tessera/content-model';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { previewImageUrl } from '../media-urls';

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** A fraction as the percentage shown (one decimal). */
const percent = (value: number) => Math.round(value * 1000) / 10;

const marker = {
  position: 'absolute',
  width: 24,
  height: 24,
  marginLeft: -12,
  marginTop: -12,
  borderRadius: '50%',
  border: '3px solid #fff',
  boxShadow: '0 0 0 2px #000, inset 0 0 0 2px #000',
  pointerEvents: 'none',
} as const;

/**
 * An image's focal point in its details: a click on the picture sets it (a marker shows it), and
 * two number fields (percent across and down) set it by keyboard; "clear" removes it.
 */
export function FocalPointPicker({ file, value, onChange }: { file: { id: number; fileName: string }; value: FocalPoint | null; onChange(point: FocalPoint | null): void }) {
  const { t } = useTranslation();

  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return;
    onChange(roundFocalPoint({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) }));
  };

  const setPart = (part: 'x' | 'y', typed: number | string) => {
    const number = typeof typed === 'number' ? typed : Number.parseFloat(typed);
    if (!Number.isFinite(number)) return;
    onChange(roundFocalPoint({ ...(value ?? { x: 0.5, y: 0.5 }), [part]: clamp(number / 100) }));
  };

  return (
    <Stack gap="xs" data-testid="focal-point">
      <div>
        <Text size="sm" fw={500}>
          {t('media.focal.label')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('media.focal.hint')}
        </Text>
      </div>
      <Box pos="relative" style={{ alignSelf: 'center', lineHeight: 0 }}>
        {/* The pointer's way; the number fields below are the keyboard's. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img
          src={previewImageUrl(file.id, { w: 640 })}
          alt={t('media.focal.imageLabel', { name: file.fileName })}
          onClick={pick}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 280, cursor: 'crosshair', borderRadius: 4 }}
          data-testid="focal-image"
        />
        {value && <div aria-hidden style={{ ...marker, left: `${percent(value.x)}%`, top: `${percent(value.y)}%` }} data-testid="focal-marker" />}
      </Box>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('media.focal.across')}
          value={value ? percent(value.x) : ''}
          min={0}
          max={100}
          decimalScale={1}
          clampBehavior="strict"
          w={130}
          onChange={(typed) => setPart('x', typed)}
          data-testid="focal-x"
        />
        <NumberInput
          label={t('media.focal.down')}
          value={value ? percent(value.y) : ''}
          min={0}
          max={100}
          decimalScale={1}
          clampBehavior="strict"
          w={130}
          onChange={(typed) => setPart('y', typed)}
          data-testid="focal-y"
        />
        <Button variant="default" onClick={() => onChange(null)} disabled={!value} data-testid="focal-clear">
          {t('media.focal.clear')}
        </Button>
      </Group>
      <Text size="xs" aria-live="polite" data-testid="focal-status">
        {value ? t('media.focal.at', { x: percent(value.x), y: percent(value.y) }) : t('media.focal.none')}
      </Text>
    </Stack>
  );
}
