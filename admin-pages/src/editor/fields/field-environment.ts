import type { TFunction } from 'i18next';
import { createContext } from 'react';

/**
 * What a form needs from the screen around it without depending on it: the block editor offers
 * the anchors of the version's blocks to `#anchor` links and says when a store was refused (then
 * every field shows its problem, touched or not). Any other screen gets the defaults.
 */
export interface FieldEnvironment {
  /** The anchor names an anchor link can point at, read when the list is opened. */
  anchorNames(): string[];
  /** True after a refused store; undefined lets the form decide from its own errors. */
  showChecks?: boolean;
}

/** Provided by the block editor around its forms; the defaults serve any other form. */
export const FieldEnvironmentContext = createContext<FieldEnvironment>({ anchorNames: () => [] });

/** A field's coded error, translated with the field's label as the property (SPEC §8). */
export function fieldErrorText(t: TFunction, code: string, label: string): string {
  const text = t(`errors.${code}`, { property: label, Property: label.charAt(0).toUpperCase() + label.slice(1), defaultValue: '' });
  return text || t('errors.unknown', { code });
}
