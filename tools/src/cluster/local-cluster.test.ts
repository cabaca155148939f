import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterPorts, portsFrom, readBasePort } from './cluster-ports';
import { haproxyPath, renderVcl, startLocalCluster, varnishdPath, varnishVcl, type LocalCluster } from './local-cluster';
import { varnishVmodMissing } from '@tessera/gateway';

/**
 * Issue 31 item 10: `npm run cluster:check` exited 1 on a machine with Varnish but without
 * varnish-modules (xkey), and its ports could not be set. A Varnish without xkey is made here
 * by pointing varnishd's vmod_path (CLUSTER_VARNISH_VMOD_PATH) at a copy of its vmod folder
 * without libvmod_xkey.
 */
const vmodFolder = ['/usr/lib/x86_64-linux-gnu/varnish/vmods', '/usr/lib/aarch64-linux-gnu/varnish/vmods', '/usr/lib/varnish/vmods', '/usr/local/lib/varnish/vmods'].find((dir) =>
  existsSync(join(dir, 'libvmod_std.so')),
);
const withXkey = Boolean(varnishdPath && vmodFolder && existsSync(join(vmodFolder, 'libvmod_xkey.so')));
const vcl = renderVcl(readFileSync(varnishVcl, 'utf8'), '127.0.0.1', 8080);
let withoutXkey = '';

beforeAll(() => {
  withoutXkey = mkdtempSync(join(tmpdir(), 'vmods-without-xkey-'));
  // varnishd started as root reads its vmods as its own user.
  chmodSync(withoutXkey, 0o755);
  if (!vmodFolder) return;
  for (const name of readdirSync(vmodFolder)) if (!name.includes('xkey')) symlinkSync(join(vmodFolder, name), join(withoutXkey, name));
});

afterAll(() => rmSync(withoutXkey, { recursive: true, force: true }));

/** A base port whose whole range (26 ports) is free now. */
async function freeBase(gateways: number): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const base = 30_000 + Math.floor(Math.random() * 9_000);
    if (
      await clusterPorts(base, gateways).then(
        () => true,
        () => false,
      )
    )
      return base;
  }
  throw new Error('no free range of ports');
}

describe('the local cluster without varnish-modules', () => {
  (varnishdPath && vmodFolder ? it : it.skip)('a Varnish without the xkey vmod is a part to skip, named with its package', () => {
    expect(varnishVmodMissing(varnishdPath!, vcl, withoutXkey)).toBe(`Varnish's xkey vmod is not installed in ${withoutXkey} (apt-get install varnish-modules)`);
  });

  (withXkey ? it : it.skip)('a Varnish with xkey compiles the VCL; a VCL broken otherwise is an error, not a skip', () => {
    expect(varnishVmodMissing(varnishdPath!, vcl)).toBeUndefined();
    expect(() => varnishVmodMissing(varnishdPath!, vcl.replace('sub vcl_recv {', 'sub vcl_recv { nonsense;'))).toThrow(/does not accept/);
  });

  const canStart = Boolean(varnishdPath && vmodFolder && haproxyPath && existsSync(join(__dirname, '..', '..', 'dist', 'main.js')));
  if (!canStart) console.warn('local-cluster.test.ts: the cluster start is SKIPPED (needs varnishd, haproxy and a built gateway)');
  (canStart ? it : it.skip)(
    'starts without Varnish, saying why, instead of failing; every part on the port CLUSTER_BASE_PORT gives it',
    async () => {
      const base = await freeBase(1);
      let cluster: LocalCluster | undefined;
      try {
        cluster = await startLocalCluster({ gateways: 1, databaseUrl: process.env.DATABASE_URL || undefined, basePort: base, varnishVmodPath: withoutXkey });
        expect(cluster.varnishMissing).toMatch(/xkey.*apt-get install varnish-modules/);
        expect(cluster.varnish).toBeUndefined();
        expect(cluster.front).toBe(`http://127.0.0.1:${base + 1}`);
        expect(cluster.haproxy).toBe(`http://127.0.0.1:${base + 1}`);
        expect(cluster.gateways.map((gateway) => gateway.port)).toEqual([base + 10]);
        if (cluster.s3) expect(cluster.s3.url).toBe(`http://127.0.0.1:${base + 2}`);
        if (cluster.postgres) expect(cluster.postgres.url).toBe(`postgresql://postgres@127.0.0.1:${base + 3}/tessera`);
        expect((await fetch(`${cluster.front}/readyz`)).status).toBe(200);
      } finally {
        await cluster?.stop();
      }
    },
    180_000,
  );
});

describe('CLUSTER_BASE_PORT', () => {
  it('places Varnish on the base, HAProxy +1, s3rver +2, PostgreSQL +3 and the gateways from +10', () => {
    expect(readBasePort({})).toBeUndefined();
    expect(readBasePort({ CLUSTER_BASE_PORT: '8000' })).toBe(8000);
    expect(portsFrom(8000, 3)).toEqual({ varnish: 8000, haproxy: 8001, s3: 8002, postgres: 8003, gateways: [8010, 8011, 8012] });
  });

  it.each(['80', '65530', 'eight', '8000.5'])('refuses %p', (value) => {
    expect(() => readBasePort({ CLUSTER_BASE_PORT: value })).toThrow(/CLUSTER_BASE_PORT must be a port from 1024 to 65510/);
  });

  it('names a port that is taken, and the part that wanted it', async () => {
    const base = await freeBase(2);
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(base + 11, '127.0.0.1', resolve));
    try {
      await expect(clusterPorts(base, 2)).rejects.toThrow(`port ${base + 11} (gateway gw2, CLUSTER_BASE_PORT=${base}) is in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
