/** Outline icons (24×24 paths) for the screens' icon buttons and drag handles; decorative, the button's label says it. */
const paths = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M19 12l-7 7-7-7',
  remove: 'M18 6 6 18M6 6l12 12',
  plus: 'M12 5v14M5 12h14',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
} as const;

/** The names of the icons. */
export type IconName = keyof typeof paths;

/** One of the icons above, drawn in the current text colour and hidden from screen readers. */
export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const dots = name === 'more' || name === 'grip';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={dots ? 3.2 : 2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
