import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from './auth/permissions';
import type { TesseraConfig } from './blocks/block-config';
import type { Storage } from './storage/storage';
import type { ImageWork } from './media/image-work';
import type { PreviewCache } from './media/preview-cache';
import type { ServedFileCache } from './media/served-files';
import type { SearchService } from './search/search-service';

export interface Logger {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** The signed-in user as an operation sees it. */
export interface Viewer {
  id: number;
  email: string;
  roleName: string;
  permissions: Permission[];
  /** The installation itself (CLI, start-up, seed): not a user, so never recorded as one. */
  isSystem: boolean;
}

/** The user an operation acts for, as stored in `createdBy`-like columns; null for the system. */
export function actingUserId(viewer: Viewer | null): number | null {
  return viewer && !viewer.isSystem ? viewer.id : null;
}

/** What an operation may do to the caller's session; the transport decides how (cookie, header). */
export interface SessionControl {
  /** Starts a fresh session for the user (a new id and CSRF token: no fixation). */
  signIn(userId: number): Promise<void>;
  /** Ends the current session and starts an anonymous one with a new CSRF token. */
  signOut(): Promise<void>;
  /** Extends the current session; false when there is no live session to extend. */
  refresh(): Promise<boolean>;
}

/**
 * Delivery of what a transaction wrote to the outbox (domain events, mail). The unit of work
 * (`inTransaction`) calls it after the commit; nothing else sends mail or raises events.
 */
export interface OutboxDelivery {
  /** This instance, recorded as the origin of the events it raises. */
  readonly instanceId: string;
  /** Events are delivered to this instance's listeners before it resolves; mail goes in the background. */
  committed(written: { events: boolean; mail: boolean }): Promise<void>;
}

export interface Services {
  storage: Storage;
  log: Logger;
  /** Absolute base URL of this installation, for links in mail. */
  publicUrl: string;
  /** Block types and page types (site/tessera.config.ts). */
  config: TesseraConfig;
  outbox: OutboxDelivery;
  /** What serving a media file needs, kept between media and publication events. */
  servedFiles: ServedFileCache;
  /** The one bounded line all image work (sharp) goes through. */
  imageWork: ImageWork;
  /** Renditions only a signed-in user asked for, bounded in bytes (never in storage). */
  previewCache: PreviewCache;
  /** The site search: its engine, kept in step with publication events, and the whole-index jobs. */
  search: SearchService;
}

/** Everything an operation gets; nothing else is reached for. */
export interface Ctx {
  em: EntityManager;
  viewer: Viewer | null;
  session: SessionControl;
  services: Services;
  /** The caller as the transport saw it; `ip` honours X-Forwarded-For only from a trusted proxy. */
  request: { id: string; ip?: string; userAgent?: string };
}
