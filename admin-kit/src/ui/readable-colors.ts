/**
 * Shades that keep WCAG AA contrast (4.5:1) for small text on white and on striped table rows,
 * where Mantine's defaults (primary shade 6, the dimmed grey) fall short and axe-core reports
 * color-contrast. Used by the remotes' screens for links, buttons and secondary text.
 */
export const readable = {
  link: 'blue.8',
  primary: 'blue.8',
  danger: 'red.9',
  confirm: 'teal.9',
  muted: 'gray.7',
} as const;
