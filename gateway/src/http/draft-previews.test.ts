import { isCodedError, type DraftPage } from '@tessera/schema';
import { previewsPerViewer } from '@tessera/content-model';
import type { Site } from '@tessera/site';
import { draftPreviews } from './draft-previews';

/** A site whose renderings finish when the test says so. */
function slowSite() {
  const waiting: Array<() => void> = [];
  const site = { renderDraft: () => new Promise<string>((resolve) => waiting.push(() => resolve('<html></html>'))) } as unknown as Site;
  return { site, finishAll: () => waiting.splice(0).forEach((finish) => finish()), waiting };
}

const draft = {} as DraftPage;

describe('draft previews', () => {
  it('renders at most previewsPerViewer drafts of one editor at once, refusing more with G_02 before any work', async () => {
    const { site, finishAll, waiting } = slowSite();
    const previews = draftPreviews(() => site);
    const running = Array.from({ length: previewsPerViewer }, () => previews.render(draft, 1));
    const refused = await previews.render(draft, 1).catch((error: unknown) => error);
    expect(isCodedError(refused) && refused.errors[0].code).toBe('G_02');
    expect(waiting).toHaveLength(previewsPerViewer);

    // Another editor is not held up by the first.
    const other = previews.render(draft, 2);
    finishAll();
    await expect(Promise.all([...running, other])).resolves.toHaveLength(previewsPerViewer + 1);

    // Once they are done, the editor may preview again.
    const again = previews.render(draft, 1);
    finishAll();
    await expect(again).resolves.toBe('<html></html>');
  });

  it('frees the place of a rendering that failed', async () => {
    const site = { renderDraft: () => Promise.reject(new Error('broken')) } as unknown as Site;
    const previews = draftPreviews(() => site);
    for (let i = 0; i < previewsPerViewer + 1; i++) await expect(previews.render(draft, 1)).rejects.toThrow('broken');
  });
});
