import { readable } from '@tessera/admin-kit';

/*
 * The editor's colours, dark enough for text on them or of them to keep the 4.5:1 contrast of
 * WCAG AA (Mantine's default blue.6 and red.8 fall just short with white or on white). The
 * dimmed, link and light-button text colours are darkened for the whole admin by its theme
 * (admin-kit's admin-theme.ts).
 */

/** Filled and outlined buttons of ordinary actions. */
export const actionColor = readable.primary;

/** Buttons that drop or take away something. */
export const dangerColor = readable.danger;
