import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.tesseraTestServerDatabases;
  if (server) {
    const client = new Client({ connectionString: server.url });
    await client.connect();
    try {
      for (const name of server.names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  await Promise.all((globalThis.tesseraTestDatabases ?? []).map((database) => database.stop()));
}
