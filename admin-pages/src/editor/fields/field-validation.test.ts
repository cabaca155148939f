import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { blockTypesOf, type BlockFile, type BlockImage, type Field, type LinkType } from '@tessera/content-model';
import siteConfig from '../../../../site/tessera.config';
import { validateBlocks } from '../../../../schema/src/blocks/validate-blocks';
import { checkBlock, checkField, shownCode } from './field-validation';

/*
 * The admin and the server cannot disagree: for every block type of the site's config and a
 * corpus of valid, edge and hostile values for each of its fields (list items included), the
 * editor's checks (field-validation.ts, over the block types as the EditorConfig query hands them
 * over: JSON) give exactly the codes the server's `validateBlocks` gives. Both compile the field
 * schema with @tessera/content-model; a spy shows the editor's checks go through it.
 */

const image: BlockImage = { hash: 'a'.repeat(32), fileName: 'photo.jpg', altText: 'A photo', fileID: 7, cropParams: null };
const file: BlockFile = { hash: 'b'.repeat(32), fileName: 'terms.pdf', fileID: 8 };

const validHref: Record<LinkType, string> = { external: 'https://example.com/a?b=c', internal: '/about-us#team', anchor: '#team', mailto: 'mailto:info@example.com', tel: 'tel:+31 20 123 4567' };

/** A value of the field the server stores as it is. */
function validValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return { url: 'https://example.com', email: 'info@example.com', video: 'https://youtu.be/dQw4w9WgXcQ', plain: 'Hello' }[field.format ?? 'plain'];
    case 'richText':
      return '<p>Hello <strong>world</strong></p>';
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'select':
      return field.options[0]?.value;
    case 'link': {
      const type = field.allow?.[0] ?? 'external';
      return { type, href: validHref[type], label: 'More' };
    }
    case 'list':
      return Array.from({ length: Math.max(1, field.minItems ?? 0) }, () => validProps(field.fields));
    case 'image':
    case 'file':
      return undefined;
  }
}

function validProps(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((field) => (validValue(field) === undefined ? [] : [[field.name, validValue(field)]])));
}

const hostile = [null, 42, true, {}, [], ['x'], { toString: 'x' }, '__proto__', '<script>alert(1)</script>', 'javascript:alert(1)', '\u0000', ' ', ''];

/** Valid, edge and hostile values for one field. */
function corpus(field: Field): unknown[] {
  const max = 'maxLength' in field && field.maxLength ? field.maxLength : 50;
  switch (field.kind) {
    case 'text':
      return [
        ...hostile,
        undefined,
        'x'.repeat(max),
        'x'.repeat(max + 1),
        'https://example.com',
        'ftp://example.com',
        'info@example.com',
        'info@',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://vimeo.com/123456',
        'https://example.com/video',
        'ü'.repeat(max),
      ];
    case 'richText':
      return [
        ...hostile,
        undefined,
        '<p></p>',
        '<p>  </p>',
        '<p>Hi',
        '<p><strong>crossed</p></strong>',
        'stray</p>',
        'plain text',
        `<p>${'x'.repeat(max)}</p>`,
        `<p>${'x'.repeat(max + 1)}</p>`,
        '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        '<p>a &amp; b&nbsp;c</p>',
        '<h2>T</h2><ul><li>x</li></ul><br>',
      ];
    case 'number':
      return [...hostile, undefined, 0, 1, -1, 2.5, 6, 7, 1e308, Number.NaN, Number.POSITIVE_INFINITY, '3', field.min, field.max, field.max === undefined ? 1e9 : field.max + 1];
    case 'boolean':
      return [...hostile, undefined, false, 'true', 0];
    case 'select':
      return [...hostile, undefined, ...field.options.map((option) => option.value), 'other', 'LIGHT'];
    case 'link':
      return [
        ...hostile,
        undefined,
        'https://example.com',
        ...(['external', 'internal', 'anchor', 'mailto', 'tel'] as const).flatMap((type) => [
          { type, href: validHref[type] },
          { type, href: 'nope nope' },
        ]),
        { type: 'external', href: '' },
        { type: 'external', href: 'javascript:alert(1)' },
        { type: 'external', href: `https://example.com/${'x'.repeat(2048)}` },
        { type: 'internal', href: '/about', label: 'x'.repeat(201) },
        { type: 'internal', href: '/about', openInNewTab: 'yes' },
        { type: 'internal', href: '/about', extra: 1 },
        { type: 'ftp', href: 'ftp://example.com' },
        { type: 'internal', href: '/About Us#' },
      ];
    case 'list': {
      const item = validProps(field.fields);
      return [...hostile, undefined, [item], [item, item], Array.from({ length: (field.maxItems ?? 60) + 1 }, () => item), [null], [{ ...item, stray: 1 }], [{}]];
    }
    case 'image':
    case 'file':
      return [];
  }
}

interface Case {
  props: Record<string, unknown>;
  __images: Record<string, BlockImage>;
  __files: Record<string, BlockFile>;
}

/** A filled, valid block of these fields, with every slot filled. */
function validBlock(fields: readonly Field[]): Case {
  const props = validProps(fields);
  const __images: Record<string, BlockImage> = {};
  const __files: Record<string, BlockFile> = {};
  const fill = (list: readonly Field[], values: Record<string, unknown>, prefix: string) => {
    for (const field of list) {
      const path = prefix + field.name;
      if (field.kind === 'image') __images[path] = image;
      if (field.kind === 'file') __files[path] = file;
      if (field.kind === 'list') (values[field.name] as Array<Record<string, unknown>>).forEach((item, index) => fill(field.fields, item, `${path}.${index}.`));
    }
  };
  fill(fields, props, '');
  return { props, __images, __files };
}

/** Every case for a block type: each field (and each field of its lists' first item) given each corpus value; slots emptied or stray. */
function casesOf(fields: readonly Field[]): Case[] {
  const base = () => structuredClone(validBlock(fields));
  const cases: Case[] = [base()];
  for (const field of fields) {
    for (const value of corpus(field)) {
      const next = base();
      next.props[field.name] = value;
      cases.push(next);
    }
    if (field.kind === 'image' || field.kind === 'file') {
      const next = base();
      delete next.__images[field.name];
      delete next.__files[field.name];
      cases.push(next);
    }
    if (field.kind === 'list') {
      for (const itemField of field.fields) {
        for (const value of corpus(itemField)) {
          const next = base();
          (next.props[field.name] as Array<Record<string, unknown>>)[0][itemField.name] = value;
          cases.push(next);
        }
        if (itemField.kind === 'image') {
          const next = base();
          delete next.__images[`${field.name}.0.${itemField.name}`];
          cases.push(next);
        }
      }
    }
  }
  const stray = base();
  stray.__images['nowhere'] = image;
  stray.__files['nowhere.0.pdf'] = file;
  cases.push(stray);
  const unknownProp = base();
  unknownProp.props['stray'] = 'x';
  cases.push(unknownProp);
  return cases;
}

/** The server's codes for one block's content, by the path the editor uses (`title`, `items.0.caption`, `__images.x`). */
function serverCodes(type: string, block: Case): Map<string, string> {
  const { errors } = validateBlocks([{ type, key: 'b1', anchorPoint: '', ...block }], siteConfig);
  return new Map(errors.map((entry) => [entry.property!.replace(/^blocks\.0\./, '').replace(/^props\./, ''), entry.code]));
}

/** The block types as the editor gets them: the EditorConfig query's JSON, narrowed. */
const editorTypes = blockTypesOf(JSON.parse(JSON.stringify(siteConfig.blockTypes)));

describe('the editor’s checks and the server’s validateBlocks', () => {
  it('cover every block type of the site’s config', () => {
    expect(editorTypes.map((type) => type.id)).toEqual(siteConfig.blockTypes.map((type) => type.id));
    expect(editorTypes.length).toBeGreaterThan(10);
  });

  it.each(editorTypes.map((type) => [type.id, type] as const))('give the same codes for every value of every field: %s', (id, type) => {
    const cases = casesOf(type.fields);
    let refused = 0;
    for (const block of cases) {
      const server = serverCodes(id, block);
      if (server.size) refused += 1;
      expect({ props: block.props, images: Object.keys(block.__images), codes: Object.fromEntries(checkBlock(type.fields, block)) }).toEqual({
        props: block.props,
        images: Object.keys(block.__images),
        codes: Object.fromEntries(server),
      });
      // The one-field check a form control shows agrees with the whole-block check.
      for (const field of type.fields) {
        const slotFilled = field.kind === 'image' ? !!block.__images[field.name] : field.kind === 'file' ? !!block.__files[field.name] : false;
        expect([field.name, checkField(field, block.props[field.name], slotFilled)]).toEqual([field.name, server.get(field.name) ?? null]);
      }
    }
    // The corpus is not all valid nor all refused: both answers are compared.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(cases.length);
  });

  it('compile the field schema with @tessera/content-model', async () => {
    jest.resetModules();
    jest.doMock('@tessera/content-model', () => {
      const actual = jest.requireActual<typeof import('@tessera/content-model')>('@tessera/content-model');
      return { ...actual, fieldSchema: jest.fn(actual.fieldSchema), checkBlockContent: jest.fn(actual.checkBlockContent) };
    });
    const model = jest.mocked(await import('@tessera/content-model'));
    const editor = await import('./field-validation');
    const field: Field = { name: 'fresh', label: 'Fresh', kind: 'text', maxLength: 3 };
    expect(editor.checkField(field, 'four')).toBe('V_14');
    expect(model.fieldSchema).toHaveBeenCalledWith(field, expect.objectContaining({ requireFilled: true }));
    expect(editor.checkBlock([field], { props: { fresh: 'four' }, __images: {}, __files: {} })).toEqual(new Map([['fresh', 'V_14']]));
    expect(model.checkBlockContent).toHaveBeenCalledWith([field], expect.anything(), expect.objectContaining({ requireFilled: true }));
    jest.dontMock('@tessera/content-model');
  });

  it('leave no hand-written copy of the rules in the admin', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const admin = sources(join(__dirname, '../..'));
    const offenders = admin.filter((path) => {
      const text = readFileSync(path, 'utf8');
      // zod schemas, the link and e-mail patterns, and the field interfaces come from the package only.
      return /from 'zod'|interface (TextField|RichTextField|BlockImage|BlockFile|CropParams|LinkValue)\b|\[\^\\s@\]\+@|youtu\.be/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('show the server’s problem until the field changes, drop it once fixed, and follow every change once left', () => {
    const state = { touched: false, changed: false, ownCode: 'V_01', serverCode: 'V_01' as string | undefined, showChecks: true };
    expect(shownCode(state)).toBe('V_01');
    expect(shownCode({ ...state, changed: true, ownCode: null })).toBeNull();
    expect(shownCode({ ...state, changed: true, ownCode: 'V_14' })).toBe('V_14');
    // Untouched after a refused store: the form's own check, even where the server said nothing.
    expect(shownCode({ ...state, serverCode: undefined, ownCode: 'V_13' })).toBe('V_13');
    // Without a refused store, a new problem waits until the field is left.
    expect(shownCode({ ...state, serverCode: undefined, showChecks: false, changed: true, ownCode: 'V_13' })).toBeNull();
    expect(shownCode({ ...state, serverCode: undefined, showChecks: false, touched: true, ownCode: 'V_13' })).toBe('V_13');
    expect(shownCode({ ...state, touched: true, ownCode: null })).toBeNull();
  });
});
