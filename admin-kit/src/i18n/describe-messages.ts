/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Language, Messages } from './i18n';
import { en as interfaceEnglish } from './locales/en';
import { flatten, keysUsedIn, placeholders, sourceFiles, type Tree } from './message-checks';

const translations: Language[] = ['nl', 'de', 'fr'];

/**
 * The translation checks of texts a package registers (tests only): each language has exactly
 * English's keys, a text for each with English's placeholders, and is not a copy of English;
 * with `folder`, every key that folder's source uses exists (in admin-kit's texts, `messages` or
 * `alsoKnown`).
 */
export function describeMessages(packageName: string, messages: Messages[], folder?: string, alsoKnown: Messages[] = []): void {
  describe.each(messages.map((each) => [Object.keys(flatten(each.en as Tree))[0] ?? '', each] as const))('the texts of %s', (_, each) => {
    const english = flatten(each.en as Tree);

    it.each(translations)('%s has exactly the keys of English', (language) => {
      expect([...flatten(each[language] as Tree).keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(['en', ...translations] as Language[])('%s has a non-empty text for every key, with the placeholders of English', (language) => {
      const texts = flatten(each[language] as Tree);
      expect([...texts].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
      const differing = [...english].filter(([key, text]) => JSON.stringify(placeholders(String(texts.get(key)))) !== JSON.stringify(placeholders(String(text))));
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it.each(translations)('%s is a translation, not a copy of English', (language) => {
      const texts = flatten(each[language] as Tree);
      const same = [...english].filter(([key, text]) => texts.get(key) === text);
      expect(same.length / Math.max(english.size, 1)).toBeLessThan(0.15);
    });
  });

  if (!folder) return;
  describe(`translation keys used by ${packageName}`, () => {
    it(`every key used in the source exists in English (admin-kit or ${packageName})`, () => {
      const known = new Map([...flatten(interfaceEnglish as Tree), ...[...messages, ...alsoKnown].flatMap((each) => [...flatten(each.en as Tree)])]);
      const isText = (key: string) => typeof known.get(key) === 'string' || typeof known.get(`${key}_other`) === 'string';
      const root = resolve(__dirname, '../../..');
      const missing = sourceFiles(join(root, folder))
        .flatMap((file) => keysUsedIn(readFileSync(file, 'utf8')).map((key) => ({ file: relative(root, file), key })))
        .filter(({ key }) => !isText(key))
        .map(({ file, key }) => `${file}: ${key}`);
      expect(missing).toEqual([]);
    });
  });
}
