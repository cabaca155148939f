import type { KeptAnswer } from '../media/served-file-facts';
import type { Ctx } from '../context';
import type { ErrorCode } from '../errors/catalogue';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The request's cookies (the single sign-on's flow cookie). */
  cookies?: Record<string, string | undefined>;
  /** The uploaded file's bytes, for routes that declare `upload`. */
  file?: Buffer;
  /** The uploaded file streamed to a temporary file, for routes that declare `upload.toDisk`. */
  upload?: { path: string; size: number; fileName: string };
}

/**
 * Bytes from storage (or, with `bytes`, from memory: the preview cache), sent by the transport
 * with `Range`, `ETag`/304 and headers that keep a browser from running them (`nosniff`,
 * `attachment` for anything not shown inline).
 */
export interface StoredFileReply {
  storedFile: true;
  key: string;
  bytes?: Buffer;
  /** The stored size when the route knows it already (the file's row, the rendition it just looked up): no second look at the store. */
  size?: number;
  contentType: string;
  etag: string;
  disposition: 'inline' | 'attachment';
  fileName: string;
  cacheControl: string;
  /** Surrogate keys (space separated) of a reply any cache may keep: sent as `Surrogate-Key` and `xkey`. */
  surrogateKeys?: string;
  /** Set on a visitor's public answer that may be kept whole: the transport hands it the URL, headers and bytes it sent. */
  keep?: (url: string, answer: KeptAnswer) => void;
}

export function isStoredFileReply(value: unknown): value is StoredFileReply {
  return typeof value === 'object' && value !== null && (value as StoredFileReply).storedFile === true;
}

/** A reply that is not JSON (an image, a draft's HTML). */
export interface RawReply {
  raw: true;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** Headers of its own (a Content-Security-Policy in place of the API's). */
  headers?: Record<string, string>;
}

/**
 * A body sent as it is made (a CSV export): the transport pulls one chunk at a time, as fast as
 * the client reads, so memory stays bounded whatever the size. The first chunk is made before
 * the status goes out, so a failure there is still a coded answer; a later one cuts the
 * connection. Sent as an attachment, never stored by a cache.
 */
export interface StreamReply {
  stream: true;
  contentType: string;
  fileName: string;
  body: AsyncIterable<string | Buffer>;
}

export function streamed(reply: Omit<StreamReply, 'stream'>): StreamReply {
  return { stream: true, ...reply };
}

export function isStreamReply(value: unknown): value is StreamReply {
  return typeof value === 'object' && value !== null && (value as StreamReply).stream === true;
}

/**
 * One REST path of the facade. Routes are data: the gateway mounts them, parses the body (JSON,
 * or multipart when `upload` is set), builds the context, and turns a CodedError into
 * `{ Success: false, Errors }`. A handler only reshapes: call the operation, name the fields.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A multipart file: in memory, or with `toDisk` streamed to a temporary file (large uploads). */
  upload?: { field: string; maxBytes: number; tooLarge: ErrorCode; toDisk?: boolean };
  /**
   * A read that SPEC §7 sends as POST (the session fetch). It changes nothing, so like a GET it
   * needs no CSRF proof: a client that has no token yet (after a reload) can ask who is signed in.
   */
  changesNothing?: true;
  /** The operation a generated handler calls, named where its source shows only a variable. */
  operation?: string;
  handle(ctx: Ctx, request: RestRequest): Promise<object | RawReply | StatusReply | StoredFileReply | StreamReply>;
}

/** A JSON reply with its own status and headers (a public page's 404, a redirect's 301); a `Set-Cookie` is added to the transport's own. */
export interface StatusReply {
  status: number;
  body: object;
  headers?: Record<string, string>;
  statusReply: true;
}

export function withStatus(status: number, body: object, headers?: Record<string, string>): StatusReply {
  return { status, body, headers, statusReply: true };
}

export function isStatusReply(value: unknown): value is StatusReply {
  return typeof value === 'object' && value !== null && (value as StatusReply).statusReply === true;
}

export function isRawReply(value: unknown): value is RawReply {
  return typeof value === 'object' && value !== null && (value as RawReply).raw === true;
}

/** The success envelope of SPEC §7 for calls that answer `Success, Errors`. */
export function succeeded<T extends object>(extra?: T): { Success: true; Errors: [] } & T {
  return { Success: true, Errors: [], ...(extra as T) };
}
