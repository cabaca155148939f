import { useState, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/skip-link';

const hidden: CSSProperties = { position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' };
const shown: CSSProperties = {
  position: 'fixed',
  left: 8,
  top: 8,
  zIndex: 1000,
  padding: '8px 16px',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-blue-9)',
  border: '2px solid var(--mantine-color-blue-8)',
  borderRadius: 4,
  fontWeight: 600,
};

/**
 * "Skip to content": the first thing Tab reaches, shown only while it has focus; it moves focus
 * to the screen (the main landmark, `#content`), past the header and the side navigation.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a href={`#${target}`} onClick={skip} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} style={focused ? shown : hidden} data-testid="skip-link">
      {t('shell.skipLink')}
    </a>
  );
}
