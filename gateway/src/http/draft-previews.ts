import type { DraftPreviews } from '@tessera/schema';
import type { DraftPage } from '@tessera/read-model';
import type { Site } from '@tessera/site';

/** The site's rendering of unsaved drafts (the live preview); previewPage caps how many run per editor. */
export function draftPreviews(site: () => Site): DraftPreviews {
  return {
    render: (draft: DraftPage) => site().renderDraft(draft),
  };
}
