import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { haproxyPath, haproxyPlaceholders, haproxyTemplate, renderHaproxy } from './local-cluster';

/**
 * Issue 31 item 12: the template's comment held `{{SERVERS}}`, so the replacement the deployment
 * guide describes (every occurrence, as sed does) put the second server line into the global
 * section and HAProxy refused the file.
 */
const exec = promisify(execFile);
const template = readFileSync(haproxyTemplate, 'utf8');
const gateways = [
  { name: 'gw1', port: 18081 },
  { name: 'gw2', port: 18082 },
];
const serverLines = gateways.map((gateway) => `    server ${gateway.name} 127.0.0.1:${gateway.port} check`).join('\n');

/** What an operator does with sed: every occurrence of each placeholder replaced. */
const replacedEverywhere = template.replaceAll('{{BIND}}', '127.0.0.1:18080').replaceAll('{{SERVERS}}', serverLines);

async function haproxyAccepts(config: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-template-'));
  try {
    writeFileSync(join(dir, 'haproxy.cfg'), config);
    const { stdout, stderr } = await exec(haproxyPath!, ['-c', '-f', join(dir, 'haproxy.cfg')]);
    return `${stdout}${stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the HAProxy template (deploy/haproxy/haproxy.cfg)', () => {
  it('holds each placeholder exactly once, and never in a comment', () => {
    for (const placeholder of haproxyPlaceholders) {
      expect(template.split(placeholder).length - 1).toBe(1);
      expect(template.split('\n').filter((line) => line.includes(placeholder) && line.trimStart().startsWith('#'))).toEqual([]);
    }
  });

  it('replaced everywhere, as the deployment guide says, puts every server in the backend and nothing elsewhere', () => {
    const lines = replacedEverywhere.split('\n');
    const backend = lines.findIndex((line) => line.startsWith('backend gateways'));
    const servers = lines.flatMap((line, index) => (/^\s*server\s/.test(line) ? [index] : []));
    expect(servers).toHaveLength(gateways.length);
    expect(servers.every((index) => index > backend)).toBe(true);
    expect(lines.find((line) => /^\s*bind\s/.test(line))?.trim()).toBe('bind 127.0.0.1:18080');
  });

  (haproxyPath ? it : it.skip)('replaced everywhere, is a configuration HAProxy accepts', async () => {
    await expect(haproxyAccepts(replacedEverywhere)).resolves.toMatch(/valid/i);
  });

  it('renderHaproxy (npm run cluster) fills it in the same way, and refuses a template holding a placeholder twice', () => {
    expect(renderHaproxy(template, '127.0.0.1:18080', gateways)).toBe(replacedEverywhere);
    expect(() => renderHaproxy(`# {{SERVERS}}\n${template}`, '127.0.0.1:18080', gateways)).toThrow('{{SERVERS}} exactly once, not 2 times');
  });
});
