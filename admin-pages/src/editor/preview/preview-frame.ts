import { previewBlockKeyAttribute } from '@tessera/content-model';
import type { MutableRefObject } from 'react';

/** Marks the blocks as things to click, in the preview only. */
const blockHints = `[${previewBlockKeyAttribute}]{cursor:pointer}[${previewBlockKeyAttribute}]:hover{outline:2px dashed #1864ab;outline-offset:-2px}`;

/**
 * Wires a freshly loaded preview document. The frame runs no script (sandboxed without
 * `allow-scripts`, and the document's own policy says `script-src 'none'`), so the editor
 * listens to it: a click on a block hands its key to `onSelect`, and no link or form in the
 * preview goes anywhere. The scroll position is kept across renderings, so typing does not
 * jump the preview to its top.
 */
export function watchPreviewFrame(frame: HTMLIFrameElement, options: { scrollTop: MutableRefObject<number>; onSelect: (key: string) => void }): void {
  const doc = frame.contentDocument;
  const view = doc?.defaultView;
  if (!doc || !view) return;
  const style = doc.createElement('style');
  style.textContent = blockHints;
  doc.head.append(style);
  view.scrollTo(0, options.scrollTop.current);
  view.addEventListener('scroll', () => {
    options.scrollTop.current = view.scrollY;
  });
  doc.addEventListener('click', (event) => {
    event.preventDefault();
    // The target is a node of the frame's realm: not `instanceof` the editor's Element.
    const target = event.target as Element | null;
    const block = typeof target?.closest === 'function' ? target.closest(`[${previewBlockKeyAttribute}]`) : null;
    const key = block?.getAttribute(previewBlockKeyAttribute);
    if (key) options.onSelect(key);
  });
}
