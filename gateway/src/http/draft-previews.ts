import { CodedError, type DraftPage, type DraftPreviews } from '@tessera/schema';
import { previewsPerViewer } from '@tessera/content-model';
import type { Site } from '@tessera/site';

/**
 * The site's rendering of unsaved drafts, at most `previewsPerViewer` at once per editor: the
 * editor sends one at a time (debounced, stale answers dropped), so more means a client that
 * does not, refused with G_02 before any work is done.
 */
export function draftPreviews(site: () => Site): DraftPreviews {
  const underWay = new Map<number, number>();
  return {
    async render(draft: DraftPage, viewerId: number): Promise<string> {
      const running = underWay.get(viewerId) ?? 0;
      if (running >= previewsPerViewer) throw new CodedError('G_02');
      underWay.set(viewerId, running + 1);
      try {
        return await site().renderDraft(draft);
      } finally {
        const left = (underWay.get(viewerId) ?? 1) - 1;
        if (left > 0) underWay.set(viewerId, left);
        else underWay.delete(viewerId);
      }
    },
  };
}
