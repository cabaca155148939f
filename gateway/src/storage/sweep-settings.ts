import { readEnvironment } from '../settings/environment';
import type { Environment } from '../settings/variables';

/** The automatic sweep of stray stored bytes (docs/deployment.md, "Media storage"). */
export interface StorageSweepSettings {
  /** `on` deletes, `dry-run` only logs what it would delete, `off` does not run (TESSERA_STORAGE_SWEEP). */
  mode: 'on' | 'dry-run' | 'off';
  /** How old a key's write record must be before the sweep looks at it (TESSERA_STORAGE_SWEEP_GRACE_HOURS, default 24). */
  graceMs: number;
}

export function readStorageSweep(env: NodeJS.ProcessEnv): StorageSweepSettings {
  return storageSweepOf(readEnvironment(env));
}

export function storageSweepOf(environment: Environment): StorageSweepSettings {
  return { mode: environment.TESSERA_STORAGE_SWEEP ?? 'on', graceMs: Math.round((environment.TESSERA_STORAGE_SWEEP_GRACE_HOURS ?? 24) * 60 * 60_000) };
}
