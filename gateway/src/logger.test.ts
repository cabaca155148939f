import { Writable } from 'node:stream';
import { createLogger, logDefaults } from './logger';

/**
 * Issue 31 item 11: a 22 s outage of the object store wrote 8,630 identical warnings. The same
 * warning is now written once per window, and the last one left out closes the window with the
 * count of those suppressed.
 */
interface Line {
  level: number;
  msg: string;
  suppressed?: number;
  n?: number;
  err?: { message: string };
  requestId?: string;
}

function collecting(windowMs: number, level = 'info') {
  const lines: Line[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  return { lines, log: createLogger(level, { ...logDefaults, repeatWindowMs: windowMs, destination }) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeated warnings', () => {
  it('are written once per window; the last one left out closes it with how many were suppressed', async () => {
    const { lines, log } = collecting(200);
    for (let n = 1; n <= 1000; n += 1) log.warn({ n, err: new Error('connect ECONNREFUSED') }, 'the object store failed');
    await sleep(20);
    expect(lines.map((line) => [line.msg, line.n, line.suppressed])).toEqual([['the object store failed', 1, undefined]]);
    for (let waited = 0; lines.length < 2 && waited < 5_000; waited += 20) await sleep(20);
    expect(lines.map((line) => [line.msg, line.n, line.suppressed])).toEqual([
      ['the object store failed', 1, undefined],
      ['the object store failed', 1000, 998],
    ]);
    expect(lines[1].err?.message).toBe('connect ECONNREFUSED');
    // The window the closing line opened passes quietly: the next one is written at once again.
    await sleep(600);
    log.warn({ n: 1001 }, 'the object store failed');
    expect(lines.at(-1)).toMatchObject({ n: 1001 });
    expect(lines.at(-1)?.suppressed).toBeUndefined();
  });

  it('keeps a steady stream of one warning to one line a window', async () => {
    const { lines, log } = collecting(100);
    let made = 0;
    const until = Date.now() + 550;
    while (Date.now() < until) {
      log.warn('readiness: the storage does not answer');
      made += 1;
      await sleep(2);
    }
    await sleep(400);
    // About one line per 100 ms window (fewer when the machine is slow and the timers late).
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(made).toBeGreaterThan(50);
    // Nothing is lost from the count: each line stands for itself and those suppressed before it.
    expect(lines.reduce((sum, line) => sum + 1 + (line.suppressed ?? 0), 0)).toBe(made);
  });

  it('holds per message, across child loggers, and only for warnings', async () => {
    const { lines, log } = collecting(10_000);
    for (let n = 0; n < 3; n += 1) {
      log.warn('first message');
      log.child({ requestId: `r${n}` }).warn('first message');
      log.warn('second message');
      log.error({ requestId: `e${n}` }, 'an error is written every time');
      log.info('so is information');
    }
    log.warn({ without: 'message' });
    log.warn({ without: 'message' });
    expect(lines.filter((line) => line.msg === 'first message')).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'second message')).toHaveLength(1);
    expect(lines.filter((line) => line.level === 50).map((line) => line.requestId)).toEqual(['e0', 'e1', 'e2']);
    expect(lines.filter((line) => line.level === 30)).toHaveLength(3);
    expect(lines.filter((line) => line.msg === undefined)).toHaveLength(2);
  });

  it('are all written with a window of 0', () => {
    const { lines, log } = collecting(0);
    for (let n = 0; n < 5; n += 1) log.warn('the object store failed');
    expect(lines).toHaveLength(5);
  });
});
