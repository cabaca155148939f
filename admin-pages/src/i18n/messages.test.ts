/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { resources, type Language } from '../../../admin-kit/src/i18n/i18n';
import { flatten, keysUsedIn, placeholders, sourceFiles, type Tree } from '../../../admin-kit/src/i18n/message-checks';
import { pagesMessages } from './index';

const translations: Language[] = ['nl', 'de', 'fr'];

describe.each(pagesMessages.map((messages) => [Object.keys(flatten(messages.en as Tree))[0] ?? '', messages] as const))('the texts of %s', (_, messages) => {
  const english = flatten(messages.en as Tree);

  it.each(translations)('%s has exactly the keys of English', (language) => {
    expect([...flatten(messages[language] as Tree).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(['en', ...translations] as Language[])('%s has a non-empty text for every key, with the placeholders of English', (language) => {
    const texts = flatten(messages[language] as Tree);
    expect([...texts].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
    const differing = [...english].filter(([key, text]) => JSON.stringify(placeholders(String(texts.get(key)))) !== JSON.stringify(placeholders(String(text))));
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(translations)('%s is a translation, not a copy of English', (language) => {
    const texts = flatten(messages[language] as Tree);
    const same = [...english].filter(([key, text]) => texts.get(key) === text);
    expect(same.length / Math.max(english.size, 1)).toBeLessThan(0.15);
  });
});

describe('translation keys used by admin-pages', () => {
  it('every key used in the source exists in English (admin-kit or admin-pages)', () => {
    const known = new Map([...flatten(resources.en.translation as Tree), ...pagesMessages.flatMap((messages) => [...flatten(messages.en as Tree)])]);
    const isText = (key: string) => typeof known.get(key) === 'string' || typeof known.get(`${key}_other`) === 'string';
    const root = resolve(__dirname, '../../..');
    const missing = sourceFiles(join(root, 'admin-pages/src'))
      .flatMap((file) => keysUsedIn(readFileSync(file, 'utf8')).map((key) => ({ file: relative(root, file), key })))
      .filter(({ key }) => !isText(key))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
