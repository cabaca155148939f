import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { blockTypeDeclarations, type BlockFile, type BlockImage, type BlockTypeConfig, type LinkValue } from '@tessera/content-model';
import { tesseraConfig } from '@tessera/site';
import type { SiteBlock, SiteBlockType } from '@tessera/site/src/blocks/block-props';
import type * as Generated from '../../../examples/graphql-client/src/generated/blocks';

/*
 * The block types' declarations for the API's consumers (`tessera blocks:types`): the example
 * client's committed copy is what the generator writes for this config, and, checked by the
 * type-check of `npm test`, each declared block is the very type the site derives from the config
 * (`BlockOf`), so the generator and `PropsOf` cannot drift apart.
 */

/** Both ways assignable, with the same keys (optional ones included). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false;
type PropsSame<Id extends SiteBlockType> = Same<Extract<Generated.TesseraBlock, { type: Id }>['props'], SiteBlock<Id>['props']>;

// A block type whose declared props differ from the derived ones turns its entry to false: a type error here.
const eachBlockType: { [Id in SiteBlockType]: PropsSame<Id> } = {
  hero: true,
  'rich-text': true,
  image: true,
  'image-text': true,
  video: true,
  gallery: true,
  quote: true,
  'call-to-action': true,
  'file-download': true,
  faq: true,
  'team-members': true,
  skills: true,
  certificates: true,
  'contact-form': true,
};
const sameIds: Same<Generated.TesseraBlock['type'], SiteBlockType> = true;
const sameShapes: [Same<Generated.LinkValue, LinkValue>, Same<Generated.BlockImage, BlockImage>, Same<Generated.BlockFile, BlockFile>] = [true, true, true];

/** A TypeScript source compiled: its parse errors (none for well-formed declarations) and its JavaScript. */
function compiled(source: string): { errors: string[]; javascript: string } {
  const output = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.CommonJS } });
  return { errors: (output.diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')), javascript: output.outputText };
}

describe('the block types declarations for API consumers', () => {
  it("are what the example client commits, for this site's config", () => {
    const committed = readFileSync(join(__dirname, '../../../examples/graphql-client/src/generated/blocks.ts'), 'utf8');
    // On a difference: npm run build && npm run tessera -- blocks:types > examples/graphql-client/src/generated/blocks.ts
    expect(committed).toBe(blockTypeDeclarations(tesseraConfig.blockTypes));
    expect(compiled(committed).errors).toEqual([]);
    expect(Object.values(eachBlockType).every(Boolean) && sameIds && sameShapes.every(Boolean)).toBe(true);
  });

  it('name every block type, required fields and lists always there, the rest optional, slots listed', () => {
    const text = blockTypeDeclarations(tesseraConfig.blockTypes);
    for (const type of tesseraConfig.blockTypes) expect(text).toContain(`| Block<${JSON.stringify(type.id)}, `);
    expect(text).toMatch(/export type HeroProps = \{[^}]*\n {2}title: string;[^}]*\n {2}subtitle\?: string;[^}]*\n {2}theme\?: "light" \| "dark";/);
    expect(text).toContain('export type GalleryProps');
    expect(text).toMatch(/ \* - __images\["items\.<n>\.image"\]: Image \(required\)/);
  });

  it('stay well-formed for hostile labels, ids and field names', () => {
    const hostile: BlockTypeConfig[] = [
      {
        id: 'odd id */ export const x = 1; /*',
        label: 'Ends */ a comment',
        description: { 'en-gb': 'Line one\n*/ line two' },
        fields: [
          { name: 'not an identifier', label: '*/', kind: 'text', required: true },
          {
            name: '"quoted"',
            label: 'q',
            kind: 'select',
            options: [
              { value: 'a"b', label: 'x' },
              { value: "c'\\d", label: 'y' },
            ],
          },
          { name: 'nothing', label: 'n', kind: 'select', options: [] },
          { name: 'rows', label: 'r', kind: 'list', fields: [{ name: 'picture', label: 'p */', kind: 'image' }] },
        ],
      },
      { id: 'odd-id', label: 'Same name once written', fields: [] },
      { id: 'odd_id', label: 'Same name again', fields: [{ name: 'file', label: 'f', kind: 'file', required: true }] },
      { id: '1st', label: 'Starts with a digit', fields: [] },
    ];
    const text = blockTypeDeclarations(hostile);
    const { errors, javascript } = compiled(text);
    expect(errors).toEqual([]);
    // Only the ids' array is code; the hostile id stayed inside its comment and its string.
    expect(javascript).not.toMatch(/exports\.x\b|^\s*(export )?const x/m);
    expect(javascript).toContain('exports.blockTypeIds = [');
    expect(text).toContain('"not an identifier": string;');
    expect(text).toContain(`"\\"quoted\\""?: "a\\"b" | "c'\\\\d";`);
    expect(text).toContain('nothing?: never;');
    expect(text).toContain('export type OddIdExportConstX1Props = {');
    expect(text).toMatch(/export type OddIdProps = Record<string, never>;[\s\S]*export type OddId2Props = Record<string, never>;/);
    expect(text).toContain(' * - __files["file"]: f (required)');
    expect(text).toContain(' * - __images["rows.<n>.picture"]: p *\\/');
    expect(text).toContain('export type Block1stProps');
    expect(blockTypeDeclarations([])).toContain('export type TesseraBlock = never;');
  });
});
