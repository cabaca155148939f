/**
 * The runtime manifest (/cmsadmin/remotes.json, served by the gateway from its configuration):
 * which remotes exist, where their entries are, which routes they serve and which navigation
 * items they and the host add. A remote redeployed elsewhere needs only a new manifest.
 */
export interface NavItem {
  labelKey?: string;
  /** A literal label, for host items that bring no translation. */
  label?: string;
  /**
   * The label in each interface language (en, nl, de, fr), for a remote whose texts the shell
   * does not carry: its own texts arrive only when one of its screens loads.
   */
  labels?: Partial<Record<string, string>>;
  route: string;
  permission?: string;
  children?: NavItem[];
}

export interface RemoteRoute {
  path: string;
  /** The exposed module, e.g. "./UsersOverview". */
  module: string;
  permission?: string;
}

export interface RemoteDefinition {
  name: string;
  entry: string;
  routes: RemoteRoute[];
  nav?: NavItem[];
}

export interface AdminManifest {
  inactivityMinutes: number;
  remotes: RemoteDefinition[];
  hostItems: NavItem[];
}

export async function fetchManifest(): Promise<AdminManifest> {
  const response = await fetch('/cmsadmin/remotes.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = (await response.json()) as Partial<AdminManifest>;
  return { inactivityMinutes: manifest.inactivityMinutes ?? 30, remotes: manifest.remotes ?? [], hostItems: manifest.hostItems ?? [] };
}
