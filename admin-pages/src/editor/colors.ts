import type { CSSProperties } from 'react';

/*
 * The editor's colours, dark enough for text on them or of them to keep the 4.5:1 contrast of
 * WCAG AA (Mantine's default blue.6 and red.8 fall just short with white or on white).
 */

/** Filled and outlined buttons of ordinary actions. */
export const actionColor = 'blue.8';

/** Buttons that drop or take away something. */
export const dangerColor = 'red.9';

/**
 * Mantine's "dimmed" (input descriptions, counters, hints), its links and the text of its light
 * and subtle blue buttons are too light for small text; this darkens them for everything inside: set on the
 * editor's root and on its dialogs, which render in a portal.
 */
export const readableColors = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
  '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
  '--mantine-primary-color-light-color': 'var(--mantine-color-blue-9)',
} as CSSProperties;
