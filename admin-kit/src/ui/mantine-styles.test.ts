/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The admin imports Mantine's style sheets per component (mantine-styles.ts with the first
 * screen's components, mantine-more-styles.ts with the others), not the whole of styles.css: a
 * component offered without its sheet would show unstyled. Read from the sources, as webpack sees them.
 */
const here = __dirname;
const sheetsFolder = join(here, '../../../node_modules/@mantine/core/styles');
const source = (file: string) => readFileSync(join(here, file), 'utf8');

/** The components a module re-exports from @mantine/core (its `export { … } from '@mantine/core'`). */
function offered(file: string): string[] {
  const block = /export \{([^}]*)\} from '@mantine\/core'/.exec(source(file))?.[1] ?? '';
  return block
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name));
}

/** The core sheets a styles module imports, by component name, in order. */
const sheets = (file: string) => [...source(file).matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g)].map((match) => match[1]);

describe("the admin's Mantine style sheets", () => {
  const first = sheets('mantine-styles.ts');
  const more = sheets('mantine-more-styles.ts');

  it('start with the base layers and the sheets other components are built on', () => {
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    for (const shared of [
      'ScrollArea',
      'UnstyledButton',
      'VisuallyHidden',
      'Paper',
      'Popover',
      'CloseButton',
      'Group',
      'Loader',
      'Overlay',
      'ModalBase',
      'Input',
      'InlineInput',
      'Flex',
      'FloatingIndicator',
    ])
      expect(first).toContain(shared);
  });

  it('come in the order of Mantine’s whole styles.css: rules of equal weight decide by order', () => {
    const whole = readFileSync(join(sheetsFolder, '../styles.css'), 'utf8');
    /** Where a component's first rule stands in the whole sheet. */
    const place = (name: string) => whole.indexOf(/\.m_[0-9a-f]+/.exec(readFileSync(join(sheetsFolder, `${name}.css`), 'utf8'))![0]);
    for (const components of [first.slice(3), more]) {
      const places = components.map(place);
      expect(places.every((at) => at >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
    expect(place('Anchor')).toBeGreaterThan(place('Text'));
  });

  it.each([
    ['mantine.ts', () => first],
    ['mantine-more.ts', () => [...first, ...more]],
  ])('cover every component %s offers that has a sheet of its own', (file, available) => {
    const missing = offered(file).filter((name) => existsSync(join(sheetsFolder, `${name}.css`)) && !available().includes(name));
    expect(offered(file).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('name only sheets that exist, each once', () => {
    for (const name of [...first, ...more]) expect(existsSync(join(sheetsFolder, `${name}.css`))).toBe(true);
    expect(new Set([...first, ...more]).size).toBe(first.length + more.length);
  });

  it('are the only way the admin gets them: nothing imports the whole of @mantine/core/styles.css', () => {
    for (const file of ['../federation/standalone.tsx', '../../../admin-shell/src/AdminShell.tsx']) expect(source(file)).not.toContain("'@mantine/core/styles.css'");
  });
});
