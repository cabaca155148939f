import { Client } from 'pg';
import { migrationNames } from './migrations';
import { openDatabase } from './orm';

/**
 * Gateways started together on an empty database (issue 31): each applies the migrations under
 * the installation's migration lock, so one migrates and the others wait and go on; before, two
 * of three crashed creating the same tables. A PostgreSQL server is needed for a database of its
 * own (the run's embedded one serves one database, and cannot start inside jest): this runs in
 * the suite's pass against DATABASE_URL (.ci/run).
 */
const server = process.env.DATABASE_URL;
const maybe = server ? describe : describe.skip;

maybe('migrations on an empty database', () => {
  const name = `tessera_migrate_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: server });
  const url = new URL(server ?? 'postgresql://localhost/none');
  url.pathname = `/${name}`;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });

  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('are applied once when three processes open it at the same moment', async () => {
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase(url.toString(), 2)));
    const failures = opened.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason));
    for (const outcome of opened) if (outcome.status === 'fulfilled') await outcome.value.close();
    expect(failures).toEqual([]);
    const check = new Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const { rows } = await check.query('select name from tessera_migrations order by id');
      expect(rows.map((row) => row.name)).toEqual([...migrationNames]);
    } finally {
      await check.end();
    }
  });
});
