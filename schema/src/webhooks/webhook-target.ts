import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Where a webhook may be sent: the checks against server-side request forgery. A URL names a
 * host; the host is resolved and every address it has is checked, at registration and again at
 * every delivery (a name's addresses can change), and the delivery connects to the address that
 * was checked (webhook-sender.ts), so a second resolution cannot slip another one in.
 */

/** What the operator allows beyond the public internet (TESSERA_WEBHOOKS_ALLOW_PRIVATE). */
export interface WebhookTargetRules {
  /** Loopback, RFC 1918, CGNAT and unique-local addresses, and the server's own: for receivers on an intranet. */
  allowPrivate: boolean;
}

export const maxWebhookUrlLength = 2048;

type AddressKind = 'public' | 'private' | 'forbidden';

interface Range {
  subnet: string;
  prefix: number;
  /** What the address is, for the refusal's text. */
  name: string;
  /** Allowed with allowPrivate; link-local, unspecified, multicast, reserved and the rest never are. */
  private: boolean;
}

/** What an address is, for the refusal's text, and whether allowPrivate lets it through. */
type Verdict = Pick<Range, 'name' | 'private'>;

const ipv4Ranges: Range[] = [
  { subnet: '0.0.0.0', prefix: 8, name: 'unspecified', private: false },
  { subnet: '10.0.0.0', prefix: 8, name: 'private', private: true },
  { subnet: '100.64.0.0', prefix: 10, name: 'shared (CGNAT)', private: true },
  { subnet: '127.0.0.0', prefix: 8, name: 'loopback', private: true },
  { subnet: '169.254.0.0', prefix: 16, name: 'link-local', private: false },
  { subnet: '172.16.0.0', prefix: 12, name: 'private', private: true },
  { subnet: '192.0.0.0', prefix: 24, name: 'reserved', private: false },
  { subnet: '192.0.2.0', prefix: 24, name: 'documentation', private: false },
  { subnet: '192.88.99.0', prefix: 24, name: '6to4 relay', private: false },
  { subnet: '192.168.0.0', prefix: 16, name: 'private', private: true },
  { subnet: '198.18.0.0', prefix: 15, name: 'benchmarking', private: false },
  { subnet: '198.51.100.0', prefix: 24, name: 'documentation', private: false },
  { subnet: '203.0.113.0', prefix: 24, name: 'documentation', private: false },
  { subnet: '224.0.0.0', prefix: 4, name: 'multicast', private: false },
  { subnet: '240.0.0.0', prefix: 4, name: 'reserved', private: false },
];

/*
 * NAT64, 6to4 and Teredo addresses are refused whatever IPv4 address they carry: a gateway or
 * relay turns them into connections this check never sees (to its own network too).
 */
const ipv6Ranges: Range[] = [
  { subnet: '::', prefix: 128, name: 'unspecified', private: false },
  { subnet: '::1', prefix: 128, name: 'loopback', private: true },
  { subnet: '64:ff9b::', prefix: 96, name: 'NAT64 (IPv4 translation)', private: false },
  { subnet: '64:ff9b:1::', prefix: 48, name: 'NAT64 (IPv4 translation)', private: false },
  { subnet: '100::', prefix: 64, name: 'discard-only', private: false },
  { subnet: '2001::', prefix: 32, name: 'Teredo', private: false },
  { subnet: '2001:2::', prefix: 48, name: 'benchmarking', private: false },
  { subnet: '2001:db8::', prefix: 32, name: 'documentation', private: false },
  { subnet: '2002::', prefix: 16, name: '6to4', private: false },
  { subnet: '3fff::', prefix: 20, name: 'documentation', private: false },
  { subnet: 'fe80::', prefix: 10, name: 'link-local', private: false },
  { subnet: 'fec0::', prefix: 10, name: 'site-local', private: true },
  { subnet: 'fc00::', prefix: 7, name: 'unique-local', private: true },
  { subnet: 'ff00::', prefix: 8, name: 'multicast', private: false },
];

/**
 * The server's own addresses, public ones included: a webhook sent to one reaches whatever
 * listens on this machine, as loopback does, and is allowed only where loopback is.
 */
const thisServer: Verdict = { name: 'this server', private: true };

/** Every address of this machine's interfaces now (they change: DHCP, a new interface). */
export function hostAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

function blockListOf(ranges: Range[], family: 'ipv4' | 'ipv6'): Array<{ range: Range; list: BlockList }> {
  return ranges.map((range) => {
    const list = new BlockList();
    list.addSubnet(range.subnet, range.prefix, family);
    return { range, list };
  });
}

const ipv4Lists = blockListOf(ipv4Ranges, 'ipv4');
const ipv6Lists = blockListOf(ipv6Ranges, 'ipv6');

/** The 16 bytes of an IPv6 address (Node's own parser, through a BlockList, would hide them). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group || '0', 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries and that a connection to it reaches: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) and IPv4-compatible (::a.b.c.d,
 * deprecated but still routed by some stacks; :: and ::1 are IPv6's own).
 */
function embeddedIpv4(bytes: number[]): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const mapped = zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const translated = zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12);
  const compatible = zeros(0, 12) && !(zeros(12, 15) && bytes[15] <= 1);
  return mapped || translated || compatible ? bytes.slice(12).join('.') : undefined;
}

function isOneOf(address: string, family: 'ipv4' | 'ipv6', addresses: readonly string[]): boolean {
  const list = new BlockList();
  for (const own of addresses) {
    const bare = own.split('%')[0];
    const ownFamily = isIP(bare);
    if (ownFamily) list.addAddress(bare, ownFamily === 4 ? 'ipv4' : 'ipv6');
  }
  return list.check(address, family);
}

/**
 * Which range an address falls in, if any (an IPv6 form of an IPv4 address is judged as that
 * address); an address in no range that is one of the server's own is `thisServer`.
 */
function rangeOf(address: string, own: readonly string[]): Verdict | undefined {
  const family = isIP(address);
  if (family === 4) return ipv4Lists.find(({ list }) => list.check(address, 'ipv4'))?.range ?? (isOneOf(address, 'ipv4', own) ? thisServer : undefined);
  const inner = embeddedIpv4(ipv6Bytes(address));
  if (inner) return rangeOf(inner, own);
  const bare = address.split('%')[0];
  return ipv6Lists.find(({ list }) => list.check(bare, 'ipv6'))?.range ?? (isOneOf(bare, 'ipv6', own) ? thisServer : undefined);
}

export function addressKind(address: string, own: readonly string[] = hostAddresses()): AddressKind {
  const range = rangeOf(address, own);
  if (!range) return 'public';
  return range.private ? 'private' : 'forbidden';
}

/**
 * Why an address may not receive webhooks under these rules, or undefined when it may. `own`
 * is the server's own addresses (hostAddresses(), looked up again each time by default).
 */
export function refusalOf(address: string, rules: WebhookTargetRules, own: readonly string[] = hostAddresses()): string | undefined {
  const range = rangeOf(address, own);
  if (!range || (range.private && rules.allowPrivate)) return undefined;
  return `the address ${address} is ${range.name}`;
}

/** A URL a webhook may have, before any name is resolved: http(s), a host, no credentials, not too long. */
export function parseWebhookUrl(text: string): URL | undefined {
  if (text.length > maxWebhookUrlLength) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) return undefined;
  return url;
}

/** The host as a resolver or an address check takes it (no brackets around an IPv6 literal). */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type ResolvedTarget = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'refused' | 'unresolved'; message: string };

/**
 * Resolves the URL's host and checks every address it has: one refused address refuses the
 * whole name (a receiver on a public name has no business resolving to a private one too).
 * Answers the address to connect to.
 */
export async function resolveWebhookTarget(url: URL, rules: WebhookTargetRules): Promise<ResolvedTarget> {
  const host = bareHost(url);
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    return { ok: false, reason: 'unresolved', message: `the host ${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', message: `the host ${host} has no address` };
  const own = hostAddresses();
  for (const { address } of addresses) {
    const refusal = refusalOf(address, rules, own);
    if (refusal) return { ok: false, reason: 'refused', message: `refused: ${refusal}` };
  }
  return { ok: true, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
