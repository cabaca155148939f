import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgresql:// URL any PostgreSQL client (the ORM's driver) can connect to. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Memory settings of the embedded database. Its shared buffers, sort and index-build memory live
 * in the WASM heap, which never gives memory back: PostgreSQL's server defaults (128 MB of
 * buffers, 64 MB per index build) are sized for a dedicated machine and would stay resident after
 * the first large read or migration. The shared buffers are even resident from the start (the WASM
 * build zero-fills its shared memory): 32 MB of them were 26 MB more RSS at idle than 8 MB. The data
 * files are read through the operating system's page cache either way, so smaller buffers cost a
 * copy, not a disk read; an installation that outgrows them belongs on a PostgreSQL server.
 */
export const embeddedSettingsDefault = 'shared_buffers=8MB,maintenance_work_mem=16MB,temp_buffers=2MB';
const embeddedSettings = (process.env.TESSERA_EMBEDDED_PG_SETTINGS || embeddedSettingsDefault)
  .split(',')
  .map((setting) => setting.trim())
  .filter(Boolean);

/**
 * Creating a data directory (initdb, then the first start) runs a second WASM instance and takes
 * about 700 MB at its peak; the C library keeps most of that resident after it is freed (about
 * 150 MB more than opening an existing directory, for the life of the process), and migrating
 * the new database leaves some more. So a fresh directory is created and migrated by a
 * short-lived node process (`prepare-data-dir.ts`), and this one only opens it. Run from the
 * sources (tests), where that script is not compiled, the child only creates the directory.
 */
async function createDataDirApart(dataDir: string): Promise<void> {
  const prepare = join(__dirname, 'prepare-data-dir.js');
  const args = existsSync(prepare)
    ? [prepare, dataDir]
    : ['-e', 'const { PGlite } = require(process.argv[1]); PGlite.create(process.argv[2]).then((db) => db.close());', require.resolve('@electric-sql/pglite'), dataDir];
  await promisify(execFile)(process.execPath, args, { timeout: 120_000 });
}

/** The extended query protocol's messages up to a Sync: Parse, Bind, Describe, Execute, Close. */
const extendedQueryMessages = new Set([...'PBDEC'].map((letter) => letter.charCodeAt(0)));

interface MessageQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
}

/**
 * The socket server hands PGlite's single backend one protocol message at a time, taking turns
 * between connections outside a transaction. A parameterised query is several messages (Parse,
 * Bind, Describe, Execute, Sync); when a client's bytes arrive in two reads, another connection's
 * query can run between its Parse and its Bind, which then binds that other statement (a wrong
 * answer, or "unnamed prepared statement does not exist"). So each connection's messages are
 * held until its Sync (or Flush, which asks for the answers so far) and run as one piece. The
 * queue is the server's own (not exported by pglite-socket); `embedded-postgres.test.ts` splits a
 * client's writes to prove the interleaving and its cure.
 */
function keepExtendedQueriesWhole(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: MessageQueue }).queryQueue;
  const enqueue = queue.enqueue.bind(queue);
  const held = new Map<number, Uint8Array[]>();
  queue.enqueue = (handlerId, message, onData) => {
    const waiting = held.get(handlerId);
    if (extendedQueryMessages.has(message[0])) {
      if (waiting) waiting.push(message);
      else held.set(handlerId, [message]);
      return Promise.resolve(0);
    }
    if (!waiting) return enqueue(handlerId, message, onData);
    held.delete(handlerId);
    return enqueue(handlerId, Buffer.concat([...waiting, message]), onData);
  };
}

/**
 * PostgreSQL compiled to WASM (PGlite), served on 127.0.0.1 so the ORM uses the very same
 * `postgresql` driver as against a real server. PGlite runs one query at a time; the socket
 * server multiplexes `maxConnections` client connections onto it, so it must be at least the
 * ORM pool's size or pooled connections get reset.
 */
export async function startEmbeddedPostgres(options: {
  /** Directory of the data files; omitted keeps everything in memory (tests). */
  dataDir?: string;
  port?: number;
  maxConnections: number;
  /** A new data directory is prepared by a child process (true, the default), or here. */
  createApart?: boolean;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (options.createApart !== false && !existsSync(join(options.dataDir, 'PG_VERSION'))) await createDataDirApart(options.dataDir);
  }
  // pg_trgm and btree_gin serve the page list's and search's substring matches from one index.
  const db = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, ...embeddedSettings.flatMap((setting) => ['-c', setting])],
  });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections,
  });
  keepExtendedQueriesWhole(server);
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
