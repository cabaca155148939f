import { mkdirSync } from 'node:fs';
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
 * the first large read or migration. The data files are read through the operating system's page
 * cache either way, so smaller buffers cost a copy, not a disk read.
 */
const embeddedSettings = (process.env.TESSERA_EMBEDDED_PG_SETTINGS ?? 'shared_buffers=32MB,maintenance_work_mem=16MB,temp_buffers=2MB').split(',').filter(Boolean);

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
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
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
