import kit from '../../package.json';

/**
 * admin-kit follows semver, and a remote is built against one version of it (recorded by
 * webpack.shared.js as `adminKitVersion` in the remote's mf-manifest.json). The shell runs the
 * kit it was built with; a remote works with it when both are of the same major: a major removes
 * or changes something a remote may call. Before 1.0 the minor plays the major's part (as npm's
 * caret range does): 0.2 may break what 0.1 offered.
 */
export const adminKitVersion: string = kit.version;

export type KitCompatibility = 'compatible' | 'incompatible' | 'unknown';

/** The part of a version that must match: `1` of 1.4.2, `0.3` of 0.3.1; null when not semver. */
export function breakingPart(version: string): string | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  if (!match) return null;
  const [, major, minor] = match;
  return major === '0' ? `0.${Number(minor)}` : String(Number(major));
}

/**
 * Whether a remote built against `builtAgainst` runs with the shell's kit (`running`). A remote
 * that recorded no version (built without the kit's shared config) is `unknown`: the shell lets
 * it load and logs it.
 */
export function kitCompatibility(builtAgainst: unknown, running: string = adminKitVersion): KitCompatibility {
  if (typeof builtAgainst !== 'string' || builtAgainst === '') return 'unknown';
  const remote = breakingPart(builtAgainst);
  if (remote === null) return 'incompatible';
  return remote === breakingPart(running) ? 'compatible' : 'incompatible';
}

/** Thrown (by the shell's federation guard) instead of loading a remote of another major. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly builtAgainst: string,
    readonly running: string = adminKitVersion,
  ) {
    super(`remote ${remote} was built against admin-kit ${builtAgainst}, which the shell's admin-kit ${running} cannot run`);
    this.name = 'IncompatibleRemoteError';
  }
}
