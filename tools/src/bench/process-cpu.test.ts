import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { childrenOf, pidsNamed, processesCpuMs, treeCpuMs } from './process-cpu';

/** A child that burns about `ms` of CPU, prints what it used, then sleeps (`stay`) or exits. */
function burner(ms: number, stay: boolean) {
  const script = `const start = Date.now(); while (Date.now() - start < ${ms}) {}
const used = process.cpuUsage(); console.log((used.user + used.system) / 1000); ${stay ? 'setInterval(() => {}, 1000);' : ''}`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const reported = once(child.stdout, 'data').then(([data]) => Number(String(data)));
  return { child, reported };
}

// /proc counts in clock ticks (10 ms at 100 Hz): a reading may lag the child's own by one tick and rounding.
const tick = 20;

describe('CPU time of other processes (for the WordPress comparison)', () => {
  it('counts a child that has exited, through the parent', async () => {
    const before = treeCpuMs(process.pid);
    const { child, reported } = burner(300, false);
    const used = await reported;
    await once(child, 'exit');
    expect(treeCpuMs(process.pid) - before).toBeGreaterThanOrEqual(used - tick);
  });

  it('counts a child that still runs', async () => {
    const before = treeCpuMs(process.pid);
    const { child, reported } = burner(300, true);
    try {
      const used = await reported;
      expect(childrenOf(process.pid)).toContain(child.pid);
      expect(processesCpuMs([child.pid!])).toBeGreaterThanOrEqual(used - tick);
      expect(treeCpuMs(process.pid) - before).toBeGreaterThanOrEqual(used - tick);
    } finally {
      child.kill();
    }
  });

  it('finds processes by their command name', () => {
    const name = readFileSync('/proc/self/comm', 'utf8').trim();
    expect(pidsNamed(name)).toContain(process.pid);
  });
});
