import type { ContentWarning } from '@tessera/content-model';
import { tabOfProperty, type EditorTab } from '../errors/field-errors';
import type { EditorStore } from '../state/editor-store';

/** The drawer gives focus back to its button as it closes; the jump takes it after that. */
const afterDrawerMs = 300;
const focusable = 'input, textarea, [contenteditable="true"], button';

/** The control of a block's field (the field itself when it is one), else the block's toggle. */
function controlIn(card: Element, path: string | undefined): HTMLElement | null {
  const field = path ? card.querySelector(`[data-testid="field-${CSS.escape(path)}"]`) : null;
  const control = field && (field.matches(focusable) ? field : field.querySelector(focusable));
  return (control ?? card.querySelector('[data-testid="block-toggle"]')) as HTMLElement | null;
}

/** Scrolls to a block's card (built once near the screen) and puts focus on the field the warning names. */
function revealBlock(key: string, path: string | undefined, attempts = 20): void {
  requestAnimationFrame(() => {
    const card = document.querySelector(`[data-testid="block"][data-block-key="${CSS.escape(key)}"]`);
    if (!card) {
      if (attempts > 0) revealBlock(key, path, attempts - 1);
      return;
    }
    card.scrollIntoView({ block: 'start' });
    setTimeout(() => {
      const control = controlIn(card, path);
      control?.focus({ preventScroll: true });
      (control ?? card).scrollIntoView({ block: 'center' });
    }, afterDrawerMs);
  });
}

/**
 * Shows what a warning is about: its block (the Overview tab, the card opened, scrolled to and
 * its field focused), or the tab of the page field it names (title: settings, SEO fields: SEO).
 */
export function jumpToWarning(store: EditorStore, warning: ContentWarning, showTab: (tab: EditorTab) => void): void {
  if (warning.blockKey) {
    showTab('overview');
    store.setCollapsed(warning.blockKey, false);
    revealBlock(warning.blockKey, warning.path);
    return;
  }
  showTab(tabOfProperty(warning.path ?? '') ?? 'settings');
}
