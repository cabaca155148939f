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
  const db = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm, btree_gin } });
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
