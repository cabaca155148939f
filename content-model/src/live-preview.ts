/*
 * The editor's live preview (POST page/{id}/preview): the rules the server, the site and the
 * admin's preview panel share.
 */

/** The widths the preview is shown at; `null` is the editor's full panel width. */
export const previewWidths = { desktop: null, tablet: 768, phone: 375 } as const;

export type PreviewWidth = keyof typeof previewWidths;

/**
 * How long the editor waits after the last change before it asks for a new preview. With the
 * server's rendering (some 80 ms for 200 blocks) and the frame's load, a keystroke shows within
 * 500 ms (`npm run bench:editor`); one request at a time keeps a fast typist from piling them up.
 */
export const previewDebounceMs = 150;

/** Renderings one editor may have under way at once; one more is refused with G_02. */
export const previewsPerViewer = 2;

/** The attribute naming a block's key on its root in a preview (never on the public page). */
export const previewBlockKeyAttribute = 'data-block-key';

/**
 * What a draft's document may load (the site's own stylesheet, images and fonts) and do (no
 * script, no form, no base URL, no frames): sent as its header, and in the document itself,
 * where the admin shows it in a sandboxed frame through `srcdoc`.
 */
export const draftPreviewPolicy = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "media-src 'self'",
  "script-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
].join('; ');
