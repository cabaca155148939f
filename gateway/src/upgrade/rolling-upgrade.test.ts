import { Migration } from '@mikro-orm/migrations';
import { Client } from 'pg';
import { migrationState } from '@tessera/schema';
import { adminEmail, adminPassword, startTestGateway, TestClient, type TestGateway } from '@tessera/testing';

/*
 * A rolling upgrade (docs/deployment.md, "Upgrading without downtime"): two gateways of the
 * running release ("old": the code as it is) serve on one database while the first gateway of
 * the next release ("new": the same code with one more migration, an expand step) starts and
 * migrates; then old and new serve side by side, and an old one (re)started on the migrated
 * database (a restart, or a rollback) starts and serves too. Pages, the admin API (sign-in,
 * saves) and the events between gateways (a save on one changes what another serves) work
 * before, during and after the migration, and no request fails meanwhile.
 *
 * The gateways share the run's database as a cluster does: the embedded one over its socket (as
 * TESSERA_WORKERS and the CLI join it), or the PostgreSQL server when DATABASE_URL is set.
 */

const api = '/api/tessera/page';
const expandName = 'Migration29991231000000_upgrade_probe';

/** Resolves when the new gateway's migration has begun; the migration goes on when `release` resolves. */
let migrationBegan: () => void = () => undefined;
let releaseMigration: Promise<void> = Promise.resolve();

/**
 * The next release's expand step: a new table and a nullable column on a table the old code
 * reads and writes, with a pause in the middle of its transaction (a slow migration) during
 * which the old gateways keep serving.
 */
class Migration29991231000000_upgrade_probe extends Migration {
  override async up(): Promise<void> {
    await this.execute('create table "upgrade_probe" ("id" serial primary key, "note" text null)');
    migrationBegan();
    await releaseMigration;
    this.addSql('alter table "page" add column "upgrade_note" text null;');
  }
}

let oldA: TestGateway;
let oldB: TestGateway;
const started: TestGateway[] = [];

async function start(first: TestGateway | undefined, extra: boolean): Promise<TestGateway> {
  const gateway = await startTestGateway(
    { ...(first ? { storage: first.storage } : {}), ...(extra ? { extraMigrations: [{ name: expandName, class: Migration29991231000000_upgrade_probe }] } : {}) },
    { reset: !first },
  );
  started.push(gateway);
  return gateway;
}

afterAll(async () => {
  for (const gateway of started.reverse()) await gateway.stop().catch(() => undefined);
  // The worker's database serves the next test files: back to the committed schema.
  const client = new Client({ connectionString: process.env.TESSERA_TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('drop table if exists "upgrade_probe"');
    await client.query('alter table "page" drop column if exists "upgrade_note"');
    await client.query('delete from "tessera_migrations" where "name" = $1', [expandName]);
  } finally {
    await client.end();
  }
});

async function publishNew(client: TestClient, slug: string, title: string): Promise<number> {
  const created = await client.rest('POST', `${api}/create`, { title, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  return publish(client, created.body.pageVersionID, title);
}

/** Stores and publishes the version; answers the version to base the next save on. */
async function publish(client: TestClient, versionID: number, title: string): Promise<number> {
  const stored = await client.rest('POST', `${api}/version/${versionID}/store-and-publish`, {
    title,
    blocks: [{ type: 'rich-text', key: 'main', props: { heading: title, body: `<p>${title}</p>` } }],
  });
  if (stored.status !== 200) throw new Error(`store-and-publish answered ${stored.status}: ${JSON.stringify(stored.body)}`);
  return stored.body.pageVersionID as number;
}

async function page(gateway: TestGateway, slug: string): Promise<string> {
  const response = await fetch(`${gateway.url}/${slug}`);
  if (response.status !== 200) throw new Error(`GET /${slug} on ${gateway.url} answered ${response.status}`);
  return response.text();
}

/** Asks until the gateway serves the text (the event of a save made on another gateway arrived). */
async function serves(gateway: TestGateway, slug: string, text: string, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    // A page published on another gateway is a 404 here until its event arrives: not yet, not a failure.
    const response = await fetch(`${gateway.url}/${slug}`);
    const html = await response.text();
    if (response.status === 200 && html.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${gateway.url}/${slug} still does not show ${text} (it answered ${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(gateway: TestGateway): Promise<TestClient> {
  const client = new TestClient(gateway.url);
  const reply = await client.signIn(adminEmail, adminPassword);
  if (reply.status !== 200) throw new Error(`sign-in on ${gateway.url} answered ${reply.status}`);
  return client;
}

describe('a rolling upgrade with an expand migration', () => {
  let version: number;

  beforeAll(async () => {
    oldA = await start(undefined, false);
    oldB = await start(oldA, false);
  });

  it('before: the old gateways serve, and a save on one changes what the other serves', async () => {
    const admin = await oldA.admin();
    await publishNew(admin, 'rolling', 'Rolling 0');
    const created = await admin.rest('POST', `${api}/create`, { title: 'Edited', slug: 'edited', type: 'content-page', locale: 'en-gb' });
    version = await publish(admin, created.body.pageVersionID, 'Edited 0');
    await serves(oldB, 'edited', 'Edited 0');
    await serves(oldB, 'rolling', 'Rolling 0');
  });

  it('during: the old gateways serve pages, sign-ins and saves while the new one migrates, and nothing fails', async () => {
    let migrating = false;
    let migrated = false;
    const began = new Promise<void>((resolve) => (migrationBegan = resolve));
    let release: () => void = () => undefined;
    releaseMigration = new Promise<void>((resolve) => (release = resolve));
    const failures: string[] = [];
    let servedWhileMigrating = 0;
    let round = 0;

    // Traffic on the old gateways for as long as the new one starts: cached and uncached pages
    // and sign-ins in one loop; in another, saves on one gateway that the other must then serve
    // (an event committed while the migration's transaction runs is delivered when it ends: the
    // bus reads only transactions older than every running one, see EventBus).
    const attempt = async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        failures.push(String(error));
      }
    };
    const reads = (async () => {
      while (!migrated) {
        round += 1;
        await attempt(async () => {
          await Promise.all([page(oldA, 'rolling'), page(oldB, 'rolling'), page(round % 2 ? oldA : oldB, 'edited')]);
          if (migrating) servedWhileMigrating += 1;
        });
      }
    })();
    let signIns = 0;
    const sessions = (async () => {
      while (!migrated) {
        signIns += 1;
        await attempt(() => signIn(signIns % 2 ? oldA : oldB));
      }
    })();
    let saves = 0;
    const writes = (async () => {
      while (!migrated) {
        saves += 1;
        const [on, other] = saves % 2 ? [oldA, oldB] : [oldB, oldA];
        await attempt(async () => {
          version = await publish(await signIn(on), version, `Edited #${saves}#`);
          await serves(other, 'edited', `Edited #${saves}#`);
        });
      }
    })();
    const traffic = Promise.all([reads, sessions, writes]);

    const newcomer = start(oldA, true).then((gateway) => {
      migrated = true;
      return gateway;
    });
    await began;
    migrating = true;
    // The migration holds its transaction while the old gateways keep answering.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    release();
    const newGateway = await newcomer;
    migrating = false;
    await traffic;

    expect(failures).toEqual([]);
    expect(saves).toBeGreaterThan(1);
    expect(signIns).toBeGreaterThan(1);
    expect(servedWhileMigrating).toBeGreaterThan(1);
    const { ahead } = await migrationState(oldA.tessera.orm);
    expect(ahead).toEqual([expandName]);
    expect((await fetch(`${newGateway.url}/readyz`)).status).toBe(200);
  });

  it('after: old and new serve side by side, and saves on either reach the other', async () => {
    const newGateway = started[2];
    await serves(newGateway, 'edited', 'Edited');
    const onNew = await signIn(newGateway);
    version = await publish(onNew, version, 'Saved on the new gateway');
    await serves(oldA, 'edited', 'Saved on the new gateway');
    await serves(oldB, 'edited', 'Saved on the new gateway');
    const onOld = await signIn(oldB);
    version = await publish(onOld, version, 'Saved on an old gateway');
    await serves(newGateway, 'edited', 'Saved on an old gateway');
    // The old code writes rows of the expanded table (its inserts leave the new column NULL).
    await publishNew(onOld, 'made-by-old', 'Made by an old gateway');
    await serves(newGateway, 'made-by-old', 'Made by an old gateway');
    expect(await newGateway.sql(`select "upgrade_note" from "page" where "slug" = 'made-by-old'`)).toEqual([{ upgrade_note: null }]);
  });

  it('an old gateway (re)started on the migrated database starts and serves, and leaves the migration alone', async () => {
    const restarted = await start(oldA, false);
    await serves(restarted, 'edited', 'Saved on an old gateway');
    const client = await signIn(restarted);
    version = await publish(client, version, 'Saved after a restart');
    await serves(started[2], 'edited', 'Saved after a restart');
    expect(await restarted.sql(`select count(*)::int as n from "tessera_migrations" where "name" = ?`, [expandName])).toEqual([{ n: 1 }]);
    expect(await restarted.sql(`select to_regclass('upgrade_probe') is not null as present`)).toEqual([{ present: true }]);
  });
});
