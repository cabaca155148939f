import type { CSSProperties } from 'react';

/**
 * The style of a dialog's row of buttons: it stays at the bottom of the dialog while the body
 * above it scrolls (a Mantine dialog's content scrolls when it is taller than the window), so
 * the buttons are never cut off, down to a 1280 × 720 window. Plain data for `style`.
 */
export const dialogActions: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  paddingBlock: 'var(--mantine-spacing-sm)',
  marginBottom: 'calc(var(--mantine-spacing-sm) * -1)',
  borderTop: '1px solid var(--mantine-color-gray-2)',
};
