import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isCodedError } from '@tessera/schema';
import { processWorkSlots } from '@tessera/schema';

/** Jobs that finish when the test says so. */
function heldJobs() {
  const waiting: Array<() => void> = [];
  const job = () => new Promise<string>((resolve) => waiting.push(() => resolve('done')));
  return { job, waiting, finishAll: () => waiting.splice(0).forEach((finish) => finish()) };
}

/** Lets the claims under way settle (a claim is asynchronous, also in one process). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const codeOf = (error: unknown) => (isCodedError(error) ? error.errors[0].code : error);

describe('per-user caps on expensive work in one gateway process', () => {
  it('runs at most `limit` jobs of a kind per user, refusing more with G_02 before the job starts', async () => {
    const slots = processWorkSlots();
    const { job, waiting, finishAll } = heldJobs();
    const running = [slots.run('preview', 1, 2, job), slots.run('preview', 1, 2, job)];
    await settle();
    let started = false;
    const refused = await slots.run('preview', 1, 2, async () => (started = true)).catch((error: unknown) => error);
    expect(codeOf(refused)).toBe('G_02');
    expect(started).toBe(false);
    expect(waiting).toHaveLength(2);

    // Another user, and another kind of work of the same user, are not held up.
    const other = [slots.run('preview', 2, 2, job), slots.run('compare', 1, 2, job)];
    await settle();
    expect(waiting).toHaveLength(4);
    finishAll();
    await expect(Promise.all([...running, ...other])).resolves.toEqual(['done', 'done', 'done', 'done']);

    // Once they are done, the user may start again.
    const again = slots.run('preview', 1, 2, job);
    await settle();
    finishAll();
    await expect(again).resolves.toBe('done');
  });

  it('frees the slot of a job that failed', async () => {
    const slots = processWorkSlots();
    for (let i = 0; i < 3; i++) await expect(slots.run('preview', 1, 1, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  });
});

/**
 * TESSERA_WORKERS: a real node:cluster primary with two workers (the built work-slots module,
 * as the gateway's workers use it). Worker 1 holds both of user 7's slots; worker 2's claim is
 * refused until worker 1 lets one go, and every slot of a worker that dies comes back.
 */
describe('per-user caps across the gateway processes of a machine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-work-slots-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a user’s slots on every worker together, and frees those of a worker that died', async () => {
    const built = join(__dirname, '..', '..', 'dist', 'cluster', 'work-slots.js');
    const script = join(dir, 'cluster.js');
    writeFileSync(
      script,
      `const cluster = require('node:cluster');
const slots = require(${JSON.stringify(built)});
const say = (line) => console.log(line);
if (cluster.isPrimary) {
  slots.serveWorkSlots();
  const one = cluster.fork(), two = cluster.fork();
  // A worker answers a command with a string; its claims to the primary are objects.
  const ask = (worker, command) => new Promise((resolve) => {
    const answer = (message) => { if (typeof message === 'string') { worker.off('message', answer); resolve(message); } };
    worker.on('message', answer);
    worker.send(command);
  });
  (async () => {
    await Promise.all([new Promise((r) => one.once('online', r)), new Promise((r) => two.once('online', r))]);
    say('one holds: ' + await ask(one, 'hold'));
    say('one holds: ' + await ask(one, 'hold'));
    say('two tries: ' + await ask(two, 'try'));
    say('one lets go: ' + await ask(one, 'release'));
    say('two tries: ' + await ask(two, 'try'));
    one.process.kill('SIGKILL');
    await new Promise((r) => one.once('exit', r));
    await new Promise((r) => setTimeout(r, 50));
    say('two holds: ' + await ask(two, 'hold'));
    say('two holds: ' + await ask(two, 'hold'));
    say('two tries: ' + await ask(two, 'try'));
    two.kill();
  })();
} else {
  const work = slots.workerWorkSlots();
  const held = [];
  const outcome = (promise) => promise.then(() => 'ran', (error) => (error.errors ? error.errors[0].code : String(error)));
  process.on('message', async (command) => {
    if (typeof command !== 'string') return;
    if (command === 'hold') {
      let started;
      const running = new Promise((resolve) => (started = resolve));
      const job = work.run('preview', 7, 2, () => new Promise((finish) => { held.push(finish); started('held'); }));
      process.send(await Promise.race([running, outcome(job)]));
    } else if (command === 'try') {
      process.send(await outcome(work.run('preview', 7, 2, async () => undefined)));
    } else if (command === 'release') {
      held.shift()();
      await new Promise((r) => setTimeout(r, 20));
      process.send('done');
    }
  });
}
`,
    );
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await new Promise((resolve) => child.once('exit', resolve));
    expect(output.trim().split('\n')).toEqual([
      'one holds: held',
      'one holds: held',
      'two tries: G_02',
      'one lets go: done',
      'two tries: ran',
      'two holds: held',
      'two holds: held',
      'two tries: G_02',
    ]);
  });
});
