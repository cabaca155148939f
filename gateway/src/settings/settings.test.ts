import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, readConfig } from '../config';
import { describeEnvironment, environmentTable, readEnvironment, tableMarkers } from './environment';
import { text } from './kinds';
import { variables, type Variable, type VariableName } from './variables';

const names = Object.keys(variables) as VariableName[];
const root = join(__dirname, '..', '..', '..');

function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe('the environment schema', () => {
  it("is the README's table, word for word (npm run readme:environment writes it)", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const start = readme.indexOf(tableMarkers.start) + tableMarkers.start.length;
    expect(readme.slice(start, readme.indexOf(tableMarkers.end)).trim()).toBe(environmentTable());
  });

  it('names every variable the product reads from the environment', () => {
    // The tools (benches, fault loops, soak, cluster) have variables of their own; these are set by
    // the first process for its workers and by the tests' set-up, or are the site's when it runs
    // on its own (site/src/serve.ts, site/README.md) and the webpack dev server's.
    const tools = /[/\\](bench|faults|soak|cluster|test-support)[/\\]|\.test\.tsx?$/;
    const internal = new Set(['TESSERA_WORKER_SLOT', 'TESSERA_TEST_DATABASE_URL', 'TESSERA_GATEWAY_URL', 'JEST_WORKER_ID', 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED']);
    const files = ['gateway/src', 'schema/src', 'site/src', 'content-model/src'].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => join(root, dir, file)),
    );
    const sources = files.filter((file) => !tools.test(file) && !file.endsWith(join('settings', 'variables.ts'))).map((file) => readFileSync(file, 'utf8'));
    // Read straight from the environment: only variables of the schema (and the internal ones).
    const direct = new Set(sources.flatMap((source) => [...source.matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]+)/g)].map((match) => match[1])));
    expect([...direct].filter((name) => !internal.has(name) && !(names as string[]).includes(name))).toEqual([]);
    // And every variable of the schema is used: read from what the schema read (`e.NAME`,
    // `environment.NAME`) or from the environment itself.
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/\b(?:e|environment|env)\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1])));
    expect(names.filter((name) => !used.has(name))).toEqual([]);
  });

  it('reads an empty environment as the defaults, and a blank variable as unset', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', workers: 1, eventPollMs: 250, cookieSecure: true, trustProxy: ['loopback'], schedulePollMs: 5000 });
    expect(config.images.workers).toBe(availableParallelism());
    expect(readConfig({ PORT: '', TESSERA_WORKERS: '  ', TESSERA_COOKIE_SECURE: '' })).toMatchObject({ port: 8080, workers: 1, cookieSecure: true });
    expect(readConfig({ PORT: ' 9090 ', TESSERA_COOKIE_SECURE: 'OFF', TESSERA_SCHEDULE_POLL_MS: '60000', DATABASE_URL: 'postgres://db/tessera' })).toMatchObject({
      port: 9090,
      cookieSecure: false,
      schedulePollMs: 10_000,
      eventPollMs: 2000,
    });
  });

  it.each(names.filter((name) => (variables[name] as Variable<unknown>).kind !== text))('refuses a value %s cannot hold, naming the variable', (name) => {
    const error = refusal({ [name]: '%% no such value %%' });
    expect(error.problems).toHaveLength(1);
    expect(error.message.startsWith(name)).toBe(true);
  });

  it('names every bad variable at once, and never shows a secret in the message', () => {
    const error = refusal({ TESSERA_WORKERS: 'lots', TESSERA_SESSION_TTL_MINUTES: '-5', DATABASE_URL: 'mysql://root:hunter2@db/tessera', TESSERA_GRAPHQL_MAX_DEPTH: '1e3' });
    expect(error.problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(['DATABASE_URL', 'TESSERA_GRAPHQL_MAX_DEPTH', 'TESSERA_SESSION_TTL_MINUTES', 'TESSERA_WORKERS']);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).toContain('mysql://root:****@db/tessera');
  });

  it('checks what a remote of the admin must name before the admin ever loads it', () => {
    const remote = { name: 'shop', entry: 'https://shop.example/mf-manifest.json', routes: [{ path: '/orders', module: './Orders' }] };
    expect(readEnvironment({ TESSERA_ADMIN_REMOTES: JSON.stringify([remote]) }).TESSERA_ADMIN_REMOTES).toEqual([remote]);
    expect(refusal({ TESSERA_ADMIN_REMOTES: JSON.stringify([{ ...remote, entry: 'javascript:alert(1)' }]) }).message).toMatch(/^TESSERA_ADMIN_REMOTES: at 0\.entry: an entry is a path/);
    expect(refusal({ TESSERA_ADMIN_REMOTES: '{"name":' }).message).toMatch(/^TESSERA_ADMIN_REMOTES: is not JSON/);
  });

  it('describes the configuration in effect: what was set, the defaults it computed, secrets masked', () => {
    const env = {
      TESSERA_SECRET: 'csrf-signing-key-0123',
      TESSERA_ADMIN_PASSWORD: 'Adm1n-password!',
      SMTP_URL: 'smtp://mailer:mail-pass@mail.example:587',
      TESSERA_PURGE_URLS: 'http://varnish:6081/, https://purger:purge-pass@cdn.example/purge',
      TESSERA_WORKERS: 'auto',
      TESSERA_STORAGE_URL: 's3://media/site',
    };
    const lines = describeEnvironment(env, readConfig(env));
    const output = lines.join('\n');
    for (const secret of ['csrf-signing-key-0123', 'Adm1n-password!', 'mail-pass', 'purge-pass']) expect(output).not.toContain(secret);
    const line = (name: string) => lines.find((entry) => entry.startsWith(`${name} `))!.replace(/\s+/g, ' ');
    expect(line('TESSERA_SECRET')).toBe('TESSERA_SECRET set (set, hidden)');
    expect(line('SMTP_URL')).toBe('SMTP_URL set smtp://mailer:****@mail.example:587');
    expect(line('TESSERA_PURGE_URLS')).toBe('TESSERA_PURGE_URLS set http://varnish:6081/,https://purger:****@cdn.example/purge');
    expect(line('TESSERA_WORKERS')).toBe(`TESSERA_WORKERS set ${Math.min(64, availableParallelism())}`);
    expect(line('TESSERA_IMAGE_QUEUE')).toBe(`TESSERA_IMAGE_QUEUE default ${availableParallelism() * 8}`);
    expect(line('TESSERA_S3_REGION')).toBe('TESSERA_S3_REGION default us-east-1');
    expect(line('DATABASE_URL')).toBe('DATABASE_URL default unset');
    expect(lines).toHaveLength(names.length);
  });

  it('`tessera config` prints it, and exits 1 naming each bad variable (the built command)', () => {
    const cli = join(__dirname, '..', '..', 'dist', 'cli.js');
    const run = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [cli, 'config'], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 30_000 });
    const good = run({ TESSERA_SECRET: 'csrf-signing-key-0123', PORT: '9000' });
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^PORT\s+set\s+9000$/m);
    expect(good.stdout).not.toContain('csrf-signing-key-0123');
    const bad = run({ PORT: 'eighty', TESSERA_STORAGE_SWEEP: 'sometimes' });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split('\n').sort()).toEqual(['PORT must be a whole number from 0 to 65535, not "eighty"', 'TESSERA_STORAGE_SWEEP must be on, dry-run or off, not "sometimes"']);
  });
});
