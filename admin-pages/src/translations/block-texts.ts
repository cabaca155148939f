import { recordOf, textOf, type EditorBlockType, type Field } from '@tessera/content-model';

/** One translatable text of a block as the side-by-side view shows it: the field's label path and its plain text. */
export interface BlockText {
  /** Where the text sits in the block's props (`items.0.title`, `image.altText`): aligns the two sides. */
  path: string;
  label: string;
  text: string;
}

/** The block itself when a side is a whole block, or its props when the row carries those alone. */
function propsOf(side: unknown): Record<string, unknown> {
  const record = recordOf(side);
  return 'props' in record ? recordOf(record.props) : record;
}

function imagesOf(side: unknown): Record<string, unknown> {
  return recordOf(recordOf(side).__images);
}

function textsOf(fields: readonly Field<string>[], props: Record<string, unknown>, images: Record<string, unknown>, prefix: string, labelPrefix: string): BlockText[] {
  return fields.flatMap((field): BlockText[] => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const label = labelPrefix ? `${labelPrefix} › ${field.label}` : field.label;
    const value = props[field.name];
    switch (field.kind) {
      case 'text':
        return typeof value === 'string' && field.format !== 'url' && field.format !== 'email' && field.format !== 'video' ? [{ path, label, text: value }] : [];
      case 'richText':
        return typeof value === 'string' ? [{ path, label, text: textOf(value) }] : [];
      case 'link': {
        const linkLabel = recordOf(value).label;
        return typeof linkLabel === 'string' ? [{ path: `${path}.label`, label, text: linkLabel }] : [];
      }
      case 'image': {
        const altText = recordOf(images[path]).altText;
        return typeof altText === 'string' ? [{ path: `${path}.alt`, label, text: altText }] : [];
      }
      case 'list':
        return Array.isArray(value) ? value.flatMap((item, index) => textsOf(field.fields, recordOf(item), images, `${path}.${index}`, `${label} ${index + 1}`)) : [];
      default:
        return [];
    }
  });
}

/**
 * The texts a translator works on in one side of a row (text, rich text as plain text, link labels,
 * image alt texts, list items' texts), in the order of the block type's fields. A block type this admin
 * does not know shows every string of its props, so nothing is hidden.
 */
export function blockTexts(side: unknown, type: EditorBlockType | undefined): BlockText[] {
  if (side === null || side === undefined) return [];
  const props = propsOf(side);
  if (type) return textsOf(type.fields, props, imagesOf(side), '', '');
  return Object.entries(props).flatMap(([name, value]) => (typeof value === 'string' ? [{ path: name, label: name, text: textOf(value) }] : []));
}

/** The type of a row's block: the row's own, else the one either side names. */
export function blockTypeOfRow(row: { blockType?: string | null; source?: unknown; translation?: unknown }): string | null {
  if (row.blockType) return row.blockType;
  const named = [row.source, row.translation].map((side) => recordOf(side).type).find((type) => typeof type === 'string');
  return typeof named === 'string' ? named : null;
}

/** The rows present on one side only: a block added to the source since, or one the translation has of its own. */
export function oneSidedCount(rows: ReadonlyArray<{ source?: unknown; translation?: unknown }>): number {
  return rows.filter((row) => (row.source == null) !== (row.translation == null)).length;
}

/** The page's own translatable fields (the row keyed `page`: title and SEO), each under the label `labelOf` gives its name. */
export function pageTexts(side: unknown, labelOf: (name: 'title' | 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'seoImage') => string): BlockText[] {
  if (side === null || side === undefined) return [];
  const fields = recordOf(side);
  const text = (name: 'title' | 'seoTitle' | 'seoDescription', value: unknown): BlockText[] => (typeof value === 'string' && value ? [{ path: name, label: labelOf(name), text: value }] : []);
  const keywords = Array.isArray(fields.seoKeywords) ? fields.seoKeywords.filter((keyword): keyword is string => typeof keyword === 'string' && keyword !== '') : [];
  const image = Array.isArray(fields.seoImage) ? recordOf(fields.seoImage[0]).altText : undefined;
  return [
    ...text('title', fields.title),
    ...text('seoTitle', fields.seoTitle),
    ...text('seoDescription', fields.seoDescription),
    ...(keywords.length > 0 ? [{ path: 'seoKeywords', label: labelOf('seoKeywords'), text: keywords.join(', ') }] : []),
    ...(typeof image === 'string' && image ? [{ path: 'seoImage.alt', label: labelOf('seoImage'), text: image }] : []),
  ];
}
