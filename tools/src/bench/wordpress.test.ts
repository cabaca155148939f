import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pidsNamed } from './process-cpu';
import { startWordPress, wordPressMissing } from './wordpress';

/** Runs where Debian's wordpress and php-fpm are installed, as root, with a local MariaDB server. */
const withWordPress = wordPressMissing() ? it.skip : it;

const benchDatabases = () => execFileSync('mariadb', ['-u', 'root', '-N', '-e', "show databases like 'tessera\\_wp\\_bench\\_%'"], { encoding: 'utf8' }).split('\n').filter(Boolean);
const hostFiles = () => readdirSync('/etc/wordpress').filter((name) => name.startsWith('config-tessera-wp-bench-'));

describe('WordPress for the site bench', () => {
  withWordPress(
    'serves the given HTML as a published page, and leaves no database, host file or process behind',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tessera-wp-test-'));
      const databases = benchDatabases();
      const files = hostFiles();
      const html = `<!DOCTYPE html><html><body><header>frame</header><main id="main"><h2>A section</h2><p>Its <strong>text</strong> stays as given.</p><div style="color: red">styled</div></main><script>alert(1)</script></body></html>`;
      try {
        const wordpress = await startWordPress({ title: 'A long read', html, dir });
        if (!wordpress) throw new Error('not started');
        const page = await fetch(wordpress.url);
        const body = await page.text();
        expect(page.status).toBe(200);
        expect(body).toContain('<h2>A section</h2>');
        expect(body).toContain('<div style="color: red">styled</div>');
        expect(body).not.toContain('alert(1)');
        expect(body).not.toContain('<header>frame</header>');
        const database = pidsNamed('mariadbd');
        const phpFpm = wordpress.processes().filter((pid) => !database.includes(pid));
        expect(wordpress.processes()).toEqual(expect.arrayContaining(database));
        expect(phpFpm.length).toBeGreaterThanOrEqual(2);
        expect(wordpress.versions).toMatch(/^WordPress \d/);

        await wordpress.stop();
        await expect(fetch(wordpress.url)).rejects.toThrow();
        expect(benchDatabases()).toEqual(databases);
        expect(hostFiles()).toEqual(files);
        expect(phpFpm.filter(existsProcess)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
