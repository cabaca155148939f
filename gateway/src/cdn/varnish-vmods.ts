import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What to install for deploy/varnish/default.vcl's `import xkey` (the purges by surrogate key). */
export const xkeyPackage = 'varnish-modules';

/**
 * Why this Varnish cannot run the VCL because of a missing vmod (the reason the cluster runs
 * without Varnish, naming the package), or undefined when `varnishd -C` compiles it. A VCL that
 * fails for any other reason is an error, not a part to skip. `vmodPath` is varnishd's
 * `vmod_path` (CLUSTER_VARNISH_VMOD_PATH), for vmods installed elsewhere.
 */
export function varnishVmodMissing(varnishd: string, vcl: string, vmodPath?: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-vcl-'));
  // Run as root, varnishd compiles as its own user (vcache), which must read the file.
  chmodSync(dir, 0o755);
  try {
    writeFileSync(join(dir, 'default.vcl'), vcl);
    const compiled = spawnSync(varnishd, ['-C', '-n', join(dir, 'work'), ...vmodPathArgs(vmodPath), '-f', join(dir, 'default.vcl')], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 60_000,
    });
    if (compiled.status === 0) return undefined;
    const output = `${compiled.stderr ?? ''}${compiled.error ? String(compiled.error) : ''}`.trim();
    const vmod = /Could not find VMOD (\w+)/.exec(output)?.[1];
    if (vmod === 'xkey') return `Varnish's xkey vmod is not installed${vmodPath ? ` in ${vmodPath}` : ''} (apt-get install ${xkeyPackage})`;
    if (vmod) return `Varnish's ${vmod} vmod is not installed${vmodPath ? ` in ${vmodPath}` : ''}`;
    throw new Error(`varnishd does not accept deploy/varnish/default.vcl:\n${output}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** varnishd's arguments for a vmod folder of its own. */
export function vmodPathArgs(vmodPath: string | undefined): string[] {
  return vmodPath ? ['-p', `vmod_path=${vmodPath}`] : [];
}
