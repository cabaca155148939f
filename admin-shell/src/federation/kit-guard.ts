import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, kitCompatibility } from '@tessera/admin-kit';

/**
 * A federation runtime plugin that reads the admin-kit version a remote recorded in its
 * mf-manifest.json (admin-kit/webpack.shared.js) as soon as the manifest arrives, before the
 * remote's entry is fetched, and stops a remote of another major there: its code never runs
 * against a kit it was not built for. A remote without the record loads, with a warning.
 */
export function adminKitGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'tessera-admin-kit-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const builtAgainst = (args.manifestJson?.metaData as { adminKitVersion?: unknown } | undefined)?.adminKitVersion;
      const verdict = kitCompatibility(builtAgainst);
      if (verdict === 'incompatible') throw new IncompatibleRemoteError(args.moduleInfo.name, String(builtAgainst));
      if (verdict === 'unknown') console.warn(`remote ${args.moduleInfo.name} recorded no admin-kit version (not built with admin-kit/webpack.shared.js)`);
      return args;
    },
  };
}
