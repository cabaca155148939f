import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';

/**
 * The admin's theme, so every remote's text keeps WCAG AA contrast (4.5:1 for small text) on white
 * and on striped rows without colouring each button and hint by hand: Mantine's default primary
 * shade (blue.6) with white text, its "dimmed" grey, its links and light-variant text fall just
 * short, and axe-core reports them as serious color-contrast violations.
 * Plain data (no Mantine code is loaded for it), so the signed-out screens can use it too.
 */
export const adminTheme: MantineThemeOverride = {
  primaryColor: 'blue',
  primaryShade: 8,
  components: {
    // A notification's message is gray.6 on white (3.3:1).
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
};

/**
 * The theme with the close button of every dialog and drawer named in the interface language
 * (Mantine draws it as an icon without a name, which screen readers announce as "button" and
 * axe-core reports as a critical button-name violation).
 */
export function adminThemeFor(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return { ...adminTheme, components: { ...adminTheme.components, Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } } };
}

/** The light scheme's text colours that the theme object cannot reach (they are CSS variables). */
export const adminCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
    '--mantine-color-green-filled': 'var(--mantine-color-green-9)',
  },
  dark: {},
});
