import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import multer from 'multer';
import { parse as parseCookies } from 'cookie';
import { rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isRawReply, isStatusReply, isStoredFileReply, isStreamReply, keptAnswerMaxBytes, type Ctx, type RestRoute, type Storage, type StoredFileReply, type StreamReply } from '@tessera/schema';
import { csrfGuard } from './csrf';
import { sendErrors, sendFailure } from './send-error';

/** JSON bodies only, as objects; anything else is refused before a route runs. */
function jsonBody(limit: string) {
  const parse = express.json({ limit, strict: true });
  return (req: Request, res: Response, next: NextFunction) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      sendErrors(res, 415, [{ code: 'V_12', property: 'content-type' }]);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.body !== undefined && (typeof req.body !== 'object' || Array.isArray(req.body) || req.body === null)) {
        sendErrors(res, 400, [{ code: 'V_12', property: 'body' }]);
        return;
      }
      next();
    });
  };
}

/**
 * A multipart file streamed to a temporary file of the storage (never held in memory), deleted
 * by multer when the request fails or is too large, and by the operation after it.
 */
function diskStorage(contextOf: (req: Request) => Ctx): multer.StorageEngine {
  return multer.diskStorage({
    destination: (req, _file, done) => {
      contextOf(req)
        .services.storage.temporaryFile()
        .then(
          (path) => {
            (req as Request & { temporaryUpload?: string }).temporaryUpload = path;
            done(null, dirname(path));
          },
          (error: Error) => done(error, ''),
        );
    },
    filename: (req, _file, done) => done(null, basename((req as Request & { temporaryUpload?: string }).temporaryUpload!)),
  });
}

/** One multipart file, in memory or on disk, never more than the route allows. */
function multipartBody(upload: NonNullable<RestRoute['upload']>, contextOf: (req: Request) => Ctx) {
  const parse = multer({
    storage: upload.toDisk ? diskStorage(contextOf) : multer.memoryStorage(),
    // Browsers send the file name as UTF-8 bytes without saying so; busboy's default reads latin1.
    defParamCharset: 'utf8',
    limits: { fileSize: upload.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
  }).single(upload.field);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) {
      sendErrors(res, 415, [{ code: 'V_12', property: 'content-type' }]);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      afterBody(req, res, upload.maxBytes, () => {
        if (code === 'LIMIT_FILE_SIZE') sendErrors(res, 413, [{ code: upload.tooLarge, property: upload.field }]);
        else if (code === 'LIMIT_UNEXPECTED_FILE') sendErrors(res, 422, [{ code: 'V_17', property: upload.field }]);
        else sendErrors(res, 400, [{ code: 'V_12', property: 'body' }]);
      });
    });
  };
}

/**
 * Answers a refused upload once the client has sent the rest of its body (multer discards it):
 * answered mid-upload, the connection is closed under a client that is still writing, which then
 * sees a reset instead of the coded answer. Bounded: a body announced far beyond the limit, or
 * one still arriving after 30 s, is answered at once and the connection closed.
 */
function afterBody(req: Request, res: Response, maxBytes: number, answer: () => void): void {
  let answered = false;
  const once = () => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    answer();
  };
  const announced = Number(req.headers['content-length'] ?? 0);
  if (req.readableEnded || announced > maxBytes * 2) {
    if (!req.readableEnded) res.setHeader('Connection', 'close');
    answered = true;
    answer();
    return;
  }
  const timer = setTimeout(() => {
    res.setHeader('Connection', 'close');
    once();
  }, 30_000);
  req.once('end', once);
  req.once('close', once);
  req.resume();
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of one range; null for none, 'invalid' for one outside the file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** A store that cannot be reached is a coded answer (G_03): nothing of the file's headers (its caching above all) goes with it. */
function forgetFileHeaders(res: Response): void {
  for (const name of ['Content-Type', 'Cache-Control', 'ETag', 'Accept-Ranges', 'Content-Disposition', 'Content-Security-Policy', 'Surrogate-Key', 'xkey']) res.removeHeader(name);
}

/** Sends stored (or cached) bytes with ETag/304, Range (206/416) and headers that keep a browser from running them. */
async function sendStoredFile(req: Request, res: Response, file: StoredFileReply, storage: Storage): Promise<void> {
  const size = file.bytes ? file.bytes.length : (file.size ?? (await storage.size(file.key)));
  if (size === null) {
    sendErrors(res, 404, [{ code: 'V_12', property: 'path' }]);
    return;
  }
  res.set({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${file.disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  // Only on what a shared cache may keep (a visitor's copy), so a purge by key reaches it.
  if (file.surrogateKeys && file.cacheControl.startsWith('public')) res.set({ 'Surrogate-Key': file.surrogateKeys, xkey: file.surrogateKeys });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = rangeOf(req.get('range'), size);
  if (range === 'invalid') {
    res.status(416).set('Content-Range', `bytes */${size}`).end();
    return;
  }
  if (file.keep && req.method === 'GET' && !range && size <= keptAnswerMaxBytes && (await sendAndKeep(req, res, file, storage))) return;
  let stream: Readable | undefined;
  if (req.method !== 'HEAD' && !file.bytes) {
    try {
      // Opened before the status goes out: a store that cannot be reached is a coded answer (G_03).
      stream = await storage.stream(file.key, range ?? undefined);
    } catch (error) {
      forgetFileHeaders(res);
      throw error;
    }
  }
  res.status(range ? 206 : 200).set('Content-Length', String(range ? range.end - range.start + 1 : size));
  if (range) res.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (file.bytes) {
    res.end(range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes);
    return;
  }
  const opened = stream!;
  await new Promise<void>((resolve) => {
    opened.on('error', (error) => {
      req.log.error({ err: error }, 'streaming a stored file failed');
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      opened.destroy();
      resolve();
    });
    opened.pipe(res);
  });
}

/**
 * A visitor's public answer small enough to keep (a rendition the site shows): read whole, sent,
 * and handed with the headers that went out to `keep`, so the next request for the same URL is
 * answered from memory before Express (kept-files.ts). Nothing is kept that carried a cookie or
 * went out compressed; false when the bytes are gone from storage (the caller answers as before).
 */
async function sendAndKeep(req: Request, res: Response, file: StoredFileReply, storage: Storage): Promise<boolean> {
  let bytes: Buffer | null;
  try {
    bytes = file.bytes ?? (await storage.get(file.key));
  } catch (error) {
    forgetFileHeaders(res);
    throw error;
  }
  if (!bytes) return false;
  res.status(200).set('Content-Length', String(bytes.length));
  res.end(bytes);
  const { 'x-request-id': _requestId, ...headers } = res.getHeaders();
  if (!headers['set-cookie'] && !headers['content-encoding'] && headers['content-length'] === String(bytes.length)) {
    file.keep!(req.originalUrl, { headers: headers as Record<string, string | number | string[]>, bytes });
  }
  return true;
}

/**
 * Sends a body made while it goes out: the first chunk before the status (a failure there is a
 * coded answer), then the rest as the client reads it (backpressure: nothing piles up in memory).
 * A failure later, or a client that goes away, ends the body's generator and the connection.
 */
async function sendStream(req: Request, res: Response, reply: StreamReply): Promise<void> {
  const chunks = reply.body[Symbol.asyncIterator]();
  const first = await chunks.next();
  res.status(200).set({
    'Content-Type': reply.contentType,
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(reply.fileName)}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  try {
    await pipeline(Readable.from(all(), { highWaterMark: 2 }), res);
  } catch (error) {
    await chunks.return?.();
    if (!res.writableFinished && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.error({ err: error }, 'streaming a reply failed');
    res.destroy();
  }
}

/** Malformed or oversized bodies, from the JSON parser. */
export function bodyErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') sendErrors(res, 413, [{ code: 'V_14', property: 'body' }]);
  else if (type === 'entity.parse.failed') sendErrors(res, 400, [{ code: 'V_12', property: 'body' }]);
  else if (type === 'encoding.unsupported' || type === 'charset.unsupported') sendErrors(res, 415, [{ code: 'V_12', property: 'content-type' }]);
  else next(error);
}

/**
 * Mounts the declared routes: parse → call → shape, with coded errors on every failure.
 * `csrfSecret` verifies the public site's signed CSRF tokens (see csrf.ts).
 */
export function restRouter(routes: RestRoute[], options: { bodyLimit: string; contextOf: (req: Request) => Ctx; csrfSecret: string }): Router {
  const router = express.Router();
  const csrf = csrfGuard(options.csrfSecret);
  for (const route of routes) {
    const guard = route.changesNothing ? [] : [csrf];
    const parse = route.upload ? [multipartBody(route.upload, options.contextOf)] : route.method === 'GET' ? [] : [jsonBody(options.bodyLimit)];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](route.path, ...guard, ...parse, async (req: Request, res: Response) => {
      try {
        const result = await route.handle(options.contextOf(req), {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: (req.body as Record<string, unknown> | undefined) ?? {},
          cookies: parseCookies(req.headers.cookie ?? ''),
          file: req.file?.buffer,
          upload: req.file?.path ? { path: req.file.path, size: req.file.size, fileName: req.file.originalname } : undefined,
        });
        if (isStoredFileReply(result)) {
          await sendStoredFile(req, res, result, options.contextOf(req).services.storage);
        } else if (isStreamReply(result)) {
          await sendStream(req, res, result);
        } else if (isRawReply(result)) {
          res
            .type(result.contentType)
            .set('Cache-Control', result.cacheControl)
            .set(result.headers ?? {})
            .send(result.body);
        } else if (isStatusReply(result)) {
          // A route's cookie goes with the session's (signing in sets that one), not in its place.
          for (const [name, value] of Object.entries(result.headers ?? {})) {
            if (name.toLowerCase() === 'set-cookie') res.append(name, value);
            else res.set(name, value);
          }
          res.status(result.status).json(result.body);
        } else {
          res.json(result);
        }
      } catch (error) {
        sendFailure(res, error, req.log);
      } finally {
        // An upload the route did not take over (it failed before) is not left behind.
        if (req.file?.path) await rm(req.file.path, { force: true });
      }
    });
  }
  // A write to a path no route has is refused as before: for its missing proof first.
  router.use(csrf);
  router.use((req: Request, res: Response) => sendErrors(res, 404, [{ code: 'V_12', property: 'path' }]));
  router.use(bodyErrorHandler);
  return router;
}
