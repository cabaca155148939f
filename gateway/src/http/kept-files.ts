import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedFiles } from '@tessera/schema';
import { sessionCookie } from './session';

const keptPaths = ['/api/tessera/medialib/preview-crop?', '/api/tessera/medialib/preview-image?'];

/**
 * A visitor's image answered from memory before Express, like a cached page: the renditions a
 * page shows are asked for by every visitor, and Express, the access log and a look at storage
 * (stat, open, read, close) cost several times more than the answer. Only what a visitor was
 * answered through the whole path before is replayed (ServedFileCache.keep: the file public, the
 * crop and size the site's), with the very headers sent then; it is forgotten with the file's
 * facts on any change of the file, a publication or site content. Anything else goes the usual
 * way: a session (signed-in users get private answers), a conditional or range request, another
 * spelling of the URL.
 */
export function serveKeptFile(req: IncomingMessage, res: ServerResponse, servedFiles: ServedFiles): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!keptPaths.some((path) => url.startsWith(path))) return false;
  const { headers } = req;
  if (headers.range || headers['if-none-match'] || headers['if-modified-since'] || headers.cookie?.includes(`${sessionCookie}=`)) return false;
  const id = Number(/[?&]imageID=(\d+)(&|$)/.exec(url)?.[1]);
  const answer = Number.isSafeInteger(id) ? servedFiles.keptAnswer(id, url) : undefined;
  if (!answer) return false;
  res.writeHead(200, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.bytes);
  return true;
}
