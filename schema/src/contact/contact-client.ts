import { isIPv4, isIPv6 } from 'node:net';
import type { Ctx } from '../context';

/** Who sent a submission, as the gateway saw it (X-Forwarded-For only from a trusted proxy). */
export interface ContactClient {
  /** What the rate limit counts by. */
  key: string;
  ip: string | null;
  userAgent: string | null;
}

/** The first four groups of an IPv6 address, each without leading zeros. */
function ipv6Prefix64(address: string): string {
  const plain = address.split('%')[0].toLowerCase();
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A dotted IPv4 tail fills two groups.
  const width = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === null ? headGroups : [...headGroups, ...Array<string>(8 - width(headGroups) - width(tailGroups)).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * The rate limit's key for an address: an IPv4 address as is (also when written IPv4-mapped), an
 * IPv6 address by its /64 prefix, since one household or server gets a whole /64 and could
 * otherwise take a fresh address per message. Anything else is kept, bounded.
 */
export function rateLimitKey(ip: string | undefined | null): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Prefix64(address)}::/64`;
  return `other:${address}`.slice(0, 64);
}

export function contactClient(ctx: Ctx): ContactClient {
  const { ip, userAgent } = ctx.request;
  return {
    key: rateLimitKey(ip),
    ip: ip ? ip.slice(0, 64) : null,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
  };
}
