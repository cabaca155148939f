import { ConfigError } from '../config';

/** The automatic sweep of stray stored bytes (docs/deployment.md, "Media storage"). */
export interface StorageSweepSettings {
  /** `on` deletes, `dry-run` only logs what it would delete, `off` does not run (TESSERA_STORAGE_SWEEP). */
  mode: 'on' | 'dry-run' | 'off';
  /** How old a key's write record must be before the sweep looks at it (TESSERA_STORAGE_SWEEP_GRACE_HOURS, default 24). */
  graceMs: number;
}

const modes = ['on', 'dry-run', 'off'] as const;

export function readStorageSweep(env: NodeJS.ProcessEnv): StorageSweepSettings {
  const mode = (env.TESSERA_STORAGE_SWEEP?.trim().toLowerCase() || 'on') as StorageSweepSettings['mode'];
  if (!modes.includes(mode)) throw new ConfigError(`TESSERA_STORAGE_SWEEP must be on, dry-run or off, not "${env.TESSERA_STORAGE_SWEEP}"`);
  const hours = env.TESSERA_STORAGE_SWEEP_GRACE_HOURS?.trim() || '24';
  if (!/^\d{1,5}(\.\d+)?$/.test(hours)) throw new ConfigError(`TESSERA_STORAGE_SWEEP_GRACE_HOURS must be a number of hours (24 unless set), not "${env.TESSERA_STORAGE_SWEEP_GRACE_HOURS}"`);
  return { mode, graceMs: Math.round(Number(hours) * 60 * 60_000) };
}
