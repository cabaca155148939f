/**
 * Shades with WCAG AA contrast for small text on white and on striped rows (Mantine's shade 6
 * falls short and axe-core reports color-contrast), as admin-pages' screens use them.
 */
export const readable = { ok: 'teal.9', danger: 'red.9', muted: 'gray.7' } as const;
