import type { ErrorCode } from '@tessera/content-model';
import type { ErrorEntry } from '@tessera/admin-kit';

/*
 * A refused store answers every problem at once as coded errors with the path of the property
 * (`blocks.3.props.title`, `seoTitle`, `typeData.author`, `slug`). The editor shows each next to
 * its field: this turns the answer into a map from path to code, and says which tab holds the
 * field, so the tab can show how many problems wait there.
 */

/** Server property path → error code, what the tabs and forms read their field errors from. */
export type FieldErrors = ReadonlyMap<string, ErrorCode>;

export const noFieldErrors: FieldErrors = new Map();

/** The editor's tabs, in their order. */
export const editorTabs = ['overview', 'settings', 'seo', 'translations'] as const;
export type EditorTab = (typeof editorTabs)[number];

/**
 * The errors of an answer with the paths the editor's forms use. commitPageEdit names the
 * content's problems under `version.` (its input holds the content apart from the slug and the
 * tags); the forms know them by the version's own paths (`version.blocks.3.props.title` →
 * `blocks.3.props.title`). The slug and the tags keep theirs.
 */
export function editorErrorsOf(errors: readonly ErrorEntry[]): ErrorEntry[] {
  const prefix = 'version.';
  return errors.map((error) => (error.property?.startsWith(prefix) ? { ...error, property: error.property.slice(prefix.length) } : error));
}

/** The field errors of an answer: the first code per property (the most basic rule it broke). */
export function fieldErrorsOf(errors: readonly ErrorEntry[]): FieldErrors {
  const map = new Map<string, ErrorCode>();
  for (const error of errors) {
    if (error.property && !map.has(error.property)) map.set(error.property, error.code);
  }
  return map;
}

const settingsProperties = new Set(['title', 'slug', 'tagIds', 'typeData']);

/** The tab whose form shows the property, or null when no field shows it (the error goes to the list above). */
export function tabOfProperty(property: string): EditorTab | null {
  const [head] = property.split('.');
  if (head === 'blocks') return 'overview';
  if (head.startsWith('seo')) return 'seo';
  if (settingsProperties.has(head)) return 'settings';
  return null;
}

/** How many problems each tab holds (the badge on the tab). */
export function errorCountsByTab(errors: FieldErrors): Record<EditorTab, number> {
  const counts: Record<EditorTab, number> = { overview: 0, settings: 0, seo: 0, translations: 0 };
  for (const property of errors.keys()) {
    const tab = tabOfProperty(property);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

/** The code of one field, for a form field's `error` (undefined when the field is fine). */
export function errorOf(errors: FieldErrors, property: string): ErrorEntry | undefined {
  const code = errors.get(property);
  return code ? { code, property } : undefined;
}

/**
 * The code for an image or file slot from the block's share of the errors: a slot's value is kept
 * beside the props (`__images.hero.image`, `__files.brochure`), and the server names problems with
 * it there (`__images.hero.image.fileID`: not a file of the library, or one of another kind;
 * `….hash`: not that file's bytes). The slot's field shows the first of them.
 */
export function slotErrorCode(errors: FieldErrors, kind: 'image' | 'file', path: string): string | undefined {
  const prefix = `${kind === 'image' ? '__images' : '__files'}.${path}`;
  for (const [property, code] of errors) {
    if (property === prefix || (property.startsWith(`${prefix}.`) && slotValueKeys.has(property.slice(prefix.length + 1).split('.')[0]))) return code;
  }
  return undefined;
}

/** The parts of a block image or file (SPEC §3); a path going on past the slot names one of them. */
const slotValueKeys = new Set(['hash', 'fileName', 'altText', 'fileID', 'cropParams']);

/**
 * Whether a refusal concerns the page settings or the SEO settings (SPEC §8's "page settings or
 * SEO settings could not be saved") rather than the blocks or the page as a whole.
 */
export function concernsSettings(errors: readonly ErrorEntry[]): boolean {
  return errors.some((error) => {
    const tab = error.property ? tabOfProperty(error.property) : null;
    return tab === 'settings' || tab === 'seo';
  });
}
