import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from './auth/permissions';
import type { OidcFlow } from './auth/oidc-flow';
import type { OidcSettings } from './auth/oidc-settings';
import type { TesseraConfig } from '@tessera/content-model';
import type { DomainEvent, DraftPage } from '@tessera/read-model';
import type { KeptAnswer, ServedFileFacts } from './media/served-file-facts';
import type { Metrics } from './metrics/metrics';
import type { SearchEngine } from './search/search-engine';
import type { ClaimedJob, SearchJobRepository } from './search/search-job.repository';
import type { Storage } from './storage/storage';
import type { WebhookSettings } from './webhooks/webhook-settings';
import type { MachineTranslator } from './translations/machine-translator';

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
  /**
   * Set when the call came with an API token (`Authorization: Bearer tsr_…`): the viewer is then
   * the token's creator, with the permissions both the token and the creator's role hold now.
   */
  token?: { id: number; name: string };
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
  committed(written: { events: boolean; mail: boolean; /** The committed transaction's id, when it wrote events. */ tx?: string }): Promise<void>;
}

/*
 * The services an operation reaches through `ctx.services`, as interfaces: the classes that
 * implement them (media/served-files.ts, media/image-work.ts, media/preview-cache.ts,
 * search/search-service.ts) import this file, never the other way round, and are wired in one
 * place (gateway data.ts).
 */

/** What serving a media file needs, remembered per file id until a media or publication event. */
export interface ServedFiles {
  /** Bytes of visitors' answers kept now. */
  readonly keptBytes: number;
  /** The file's facts, from memory or the database; null when there is no such file. */
  lookup(em: EntityManager, id: number): Promise<ServedFileFacts | null>;
  /** A visitor's answer for `url`, from memory alone. */
  keptAnswer(id: number, url: string): KeptAnswer | undefined;
  /** Keeps a visitor's (public) answer with the file's facts, forgotten with them. */
  keep(facts: ServedFileFacts, url: string, answer: KeptAnswer): void;
  /** Wired to the event bus: forgets what an event may have made wrong. */
  readonly onEvent: (event: DomainEvent) => void;
}

/** The one bounded line all image work (sharp) goes through; refuses with G_02 when full. */
export interface ImageLine {
  readonly options: { readonly maxCropPixels: number };
  /** Jobs that can be running or waiting at one moment. */
  readonly capacity: number;
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Runs the job that makes `key`, or joins the one already making it. */
  runOnce<T>(key: string, job: () => Promise<T>): Promise<T>;
}

/** Renditions only a signed-in user asked for, bounded in bytes (never in storage). */
export interface Previews {
  /** Bytes held now. */
  readonly bytes: number;
  get(key: string): Buffer | undefined;
  set(key: string, bytes: Buffer): void;
}

/** The site search: its engine, kept in step with publication events, and the whole-index jobs. */
export interface SiteSearch {
  readonly engine: SearchEngine;
  jobs(em: EntityManager): SearchJobRepository;
  /** Runs a claimed whole-index job in the background. */
  run(job: ClaimedJob, ctx: Ctx): void;
  /** Makes the page's entry match what the site shows now. */
  sync(pageId: number): Promise<void>;
  /** The durable consumer's handler for page events. */
  readonly onEvent: (event: DomainEvent) => Promise<void>;
}

/** Renders drafts with the site's renderer (the site implements it; gateway data wiring). */
export interface DraftPreviews {
  /** The draft as a whole HTML document. */
  render(draft: DraftPage): Promise<string>;
}

/**
 * Caps on expensive work per user (a live preview, a version comparison): how many of one kind a
 * user may have under way at once, counted across the gateway processes of a machine
 * (TESSERA_WORKERS), so a user cannot take a core with parallel requests or GraphQL aliases.
 */
export interface WorkSlots {
  /** Runs `job` in one of the user's `limit` slots of `kind`; G_02 at once, before any of its work, when all are taken. */
  run<T>(kind: string, userId: number, limit: number, job: () => Promise<T>): Promise<T>;
}

/** Single sign-on with one OpenID provider (auth/oidc-connection.ts implements it). */
export interface SingleSignOn {
  readonly settings: OidcSettings;
  /** The flow cookie's `Secure` flag. */
  readonly cookieSecure: boolean;
  readonly seal: { seal(flow: OidcFlow): string; open(sealed: string | undefined): OidcFlow | null };
  /** The provider's authorization URL and the flow that binds its answer to this browser. */
  start(): Promise<{ location: string; flow: OidcFlow }>;
  /** The person's claims after the callback's checks, or an OidcFailure. */
  finish(query: Record<string, string>, flow: OidcFlow): Promise<Record<string, unknown>>;
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
  servedFiles: ServedFiles;
  /** The one bounded line all image work (sharp) goes through. */
  imageWork: ImageLine;
  /** Renditions only a signed-in user asked for, bounded in bytes (never in storage). */
  previewCache: Previews;
  /** The site search: its engine, kept in step with publication events, and the whole-index jobs. */
  search: SiteSearch;
  /** The durable event consumers (search indexing…), woken when an administrator retries a parked event. */
  consumers?: { wake(): void };
  /** How webhooks are sent and where they may go (webhookDefaults when absent: public addresses only). */
  webhooks?: WebhookSettings;
  /** The site's rendering of unsaved drafts (absent where no site is mounted: the preview answers G_01). */
  drafts?: DraftPreviews;
  /** Per-user caps on expensive work, held across the machine's gateway processes. */
  workSlots: WorkSlots;
  /** Single sign-on (TESSERA_OIDC_ISSUER); absent when it is not set up. */
  oidc?: SingleSignOn;
  /** The operators' metrics (TESSERA_METRICS_PORT); absent: nothing is counted. */
  metrics?: Metrics;
  /** Finished exports as .tar.gz, read from the data directory (absent where there is none: the download answers G_01). */
  transferExports?: TransferExports;
  /** Machine translation of drafts (TESSERA_MT_URL); absent: the feature is off. */
  machineTranslator?: MachineTranslator;
}

/** The archive of a finished export job's directory, streamed (gateway/src/transfer/export-archive.ts). */
export interface TransferExports {
  archive(jobId: number): Promise<AsyncIterable<Buffer>>;
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
