import type { Block, BlockImage, Field, PageTypeConfig, TesseraConfig } from '@tessera/content-model';

/*
 * The translatable values of a page version (issue 36): what an XLIFF export carries, what an
 * import and a machine translation may change, and nothing else. Read from the field schemas:
 * plain text fields (not URLs, e-mail addresses or video links), rich text, a link's label, an
 * image's alt text, in blocks (lists included) and in the page type's own data; and the title
 * and the SEO title, description, keywords and image alt text.
 *
 * Unit ids are stable across versions of a page and across its translations (copies keep block
 * keys), and XML name tokens as XLIFF 2.0 wants its ids: `page:title`, `seo:title`,
 * `seo:description`, `seo:keywords:<n>`, `seo:image:alt`, `data:<field path>`, and
 * `b:<block key>:<field path>` with the path dotted through lists (`items.2.text`), `.label`
 * after a link field's path and `.alt` after an image field's.
 * Empty values are not units: there is nothing to translate.
 */

export type UnitFormat = 'text' | 'html';

export interface TranslatableUnit {
  id: string;
  format: UnitFormat;
  value: string;
  /** The block the unit is in; null for the page's own fields. */
  blockKey: string | null;
  blockType: string | null;
}

/** The parts of a version the units are read from and written to. */
export interface TranslatableContent {
  title: string;
  blocks: Block[];
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  seoImage: BlockImage[] | null;
  typeData: Record<string, unknown>;
}

interface Slot extends TranslatableUnit {
  set(value: string): void;
}

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `empty`: also the slots with no value yet (a translation's side: a value may be written there). */
function fieldSlots(fields: readonly Field[], props: Bag, images: Record<string, BlockImage> | null, prefix: string, unitPrefix: string, block: Block | null, empty: boolean): Slot[] {
  const usable = (value: unknown): value is string => filled(value) || (empty && (value === undefined || value === null || value === ''));
  const slot = (id: string, format: UnitFormat, value: string, set: (value: string) => void): Slot => ({
    id: `${unitPrefix}${id}`,
    format,
    value,
    blockKey: block?.key ?? null,
    blockType: block?.type ?? null,
    set,
  });
  return fields.flatMap((field): Slot[] => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const value = props[field.name];
    switch (field.kind) {
      case 'text':
        if (field.format && field.format !== 'plain') return [];
        return usable(value) ? [slot(path, 'text', value ?? '', (v) => (props[field.name] = v))] : [];
      case 'richText':
        return usable(value) ? [slot(path, 'html', value ?? '', (v) => (props[field.name] = v))] : [];
      case 'link':
        return isBag(value) && usable(value.label) ? [slot(`${path}.label`, 'text', value.label ?? '', (v) => (value.label = v))] : [];
      case 'image': {
        const image = images?.[path];
        return image && usable(image.altText) ? [slot(`${path}.alt`, 'text', image.altText ?? '', (v) => (image.altText = v))] : [];
      }
      case 'list':
        return Array.isArray(value) ? value.flatMap((item, index) => (isBag(item) ? fieldSlots(field.fields, item, images, `${path}.${index}`, unitPrefix, block, empty) : [])) : [];
      default:
        return [];
    }
  });
}

/** Every translatable value of `content`, each with a setter that writes into `content` itself. */
function slotsOf(config: TesseraConfig, pageType: PageTypeConfig, content: TranslatableContent, empty = false): Slot[] {
  const page = (id: string, value: unknown, set: (value: string) => void): Slot[] =>
    filled(value) || (empty && !value) ? [{ id, format: 'text', value: typeof value === 'string' ? value : '', blockKey: null, blockType: null, set }] : [];
  const image = content.seoImage?.[0];
  return [
    ...page('page:title', content.title, (v) => (content.title = v)),
    ...page('seo:title', content.seoTitle, (v) => (content.seoTitle = v)),
    ...page('seo:description', content.seoDescription, (v) => (content.seoDescription = v)),
    ...content.seoKeywords.flatMap((keyword, index) => page(`seo:keywords:${index}`, keyword, (v) => (content.seoKeywords[index] = v))),
    ...(image ? page('seo:image:alt', image.altText, (v) => (image.altText = v)) : []),
    ...fieldSlots(pageType.fields ?? [], content.typeData, null, '', 'data:', null, empty),
    ...content.blocks.flatMap((block) => {
      const blockType = config.blockTypes.find((type) => type.id === block.type);
      return blockType && isBag(block.props) ? fieldSlots(blockType.fields, block.props, block.__images ?? {}, '', `b:${block.key}:`, block, empty) : [];
    }),
  ];
}

/** The translatable units of a version's content, in page order. */
export function translatableUnits(config: TesseraConfig, pageType: PageTypeConfig, content: TranslatableContent): TranslatableUnit[] {
  return slotsOf(config, pageType, content).map(({ set: _set, ...unit }) => unit);
}

/** A copy of the translatable parts of a version, safe to change. */
export function contentOf(version: TranslatableContent): TranslatableContent {
  return structuredClone({
    title: version.title,
    blocks: version.blocks,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    seoKeywords: version.seoKeywords,
    seoImage: version.seoImage,
    typeData: version.typeData,
  });
}

/**
 * `content` with the given units' values replaced (a copy; every other value stays as it was),
 * and the ids of the given units `content` does not have.
 */
export function withUnitValues(
  config: TesseraConfig,
  pageType: PageTypeConfig,
  content: TranslatableContent,
  values: ReadonlyMap<string, string>,
): { content: TranslatableContent; missing: string[] } {
  const copy = contentOf(content);
  const slots = new Map(slotsOf(config, pageType, copy, true).map((slot) => [slot.id, slot]));
  const missing: string[] = [];
  for (const [id, value] of values) {
    const slot = slots.get(id);
    if (slot) slot.set(value);
    else missing.push(id);
  }
  return { content: copy, missing };
}
