import { tesseraFetch, type ErrorEntry } from '@tessera/admin-kit';
import type { StoreInput } from '../state/editor-store';

/** The site's rendering of the draft, or the coded errors a store of it would get. */
export type PreviewAnswer = { html: string } | { errors: ErrorEntry[] };

/**
 * Asks the server to render the draft (POST page/{id}/preview, with the session's CSRF token
 * like every write): the content a store would send, without the version it goes on top of.
 */
export async function fetchDraftPreview(pageId: number, { versionId: _base, ...draft }: StoreInput, signal: AbortSignal): Promise<PreviewAnswer> {
  const response = await tesseraFetch(`/api/tessera/page/${pageId}/preview`, {
    method: 'POST',
    body: JSON.stringify(draft),
    headers: { 'Content-Type': 'application/json' },
    signal,
  });
  if (response.ok) return { html: await response.text() };
  const body = (await response.json().catch(() => ({}))) as { Errors?: ErrorEntry[] };
  return { errors: body.Errors?.length ? body.Errors : [{ code: 'G_01' }] };
}
