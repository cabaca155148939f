import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { isAddressOrSubnet, Refused } from './kinds';

/*
 * The checks of the variables whose values have a structure of their own (variables.ts names
 * which variable each one reads): the worker count, the trusted proxies, the storage URL, the
 * purge URLs, the admin's remotes and navigation entries.
 */

/** The most gateway processes TESSERA_WORKERS may ask for. */
export const maxWorkers = 64;

/**
 * TESSERA_WORKERS: `1` (the default), `auto` (one per core: os.availableParallelism()) or a whole
 * number from 1 to 64. Anything else stops the start with a message naming the variable.
 */
export function parseWorkers(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 1;
  if (text === 'auto') return Math.min(maxWorkers, availableParallelism());
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= maxWorkers) return Number(text);
  throw new ConfigError(`TESSERA_WORKERS must be "auto" or a whole number from 1 to ${maxWorkers}, not "${value}"`);
}

const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TESSERA_TRUST_PROXY: comma separated addresses and subnets (`10.0.0.0/8`, `2001:db8::/32`) of
 * the balancers in front, and the names loopback (the default), linklocal, uniquelocal. Only a
 * hop from one of these may name the client in X-Forwarded-For, which the sign-in lock and the
 * contact limit count by; "trust everyone" is not offered (any visitor could pick their address).
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return ['loopback'];
  for (const entry of entries) {
    if (!proxyNames.includes(entry) && !isAddressOrSubnet(entry)) {
      throw new ConfigError(`TESSERA_TRUST_PROXY must list addresses, subnets (10.0.0.0/8) or ${proxyNames.join(', ')}, separated by commas; "${entry}" is none of these`);
    }
  }
  return entries;
}

/** S3's bucket naming rules (3–63 lowercase letters, digits, dots and hyphens, a letter or digit at both ends). */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixPart = /^[a-z0-9][a-z0-9._-]*$/i;

/** TESSERA_STORAGE_URL's own reading: a folder, or a bucket and a key prefix (the S3 settings join it in storageConfig). */
export type StorageLocation = { kind: 'file'; path: string } | { kind: 's3'; bucket: string; prefix: string };

export function storageLocation(url: string): StorageLocation {
  if (url.startsWith('file:')) {
    const path = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url.slice('file:'.length);
    if (!path) throw new ConfigError('TESSERA_STORAGE_URL=file: needs a folder, e.g. file:/var/lib/tessera/storage');
    return { kind: 'file', path };
  }
  if (!url.startsWith('s3://')) throw new ConfigError(`TESSERA_STORAGE_URL must be file:<folder> or s3://BUCKET/PREFIX, not "${url}"`);
  const [bucket, ...rest] = url.slice('s3://'.length).split('/');
  if (!bucketName.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(`TESSERA_STORAGE_URL: "${bucket}" is not a bucket name (3-63 lowercase letters, digits, dots and hyphens)`);
  }
  const parts = rest.filter((part) => part !== '');
  if (parts.some((part) => !prefixPart.test(part) || part === '..')) {
    throw new ConfigError(`TESSERA_STORAGE_URL: the prefix "${rest.join('/')}" may hold only letters, digits, '.', '_', '-' and '/'`);
  }
  return { kind: 's3', bucket, prefix: parts.join('/') };
}

/** An entry of TESSERA_PURGE_URLS. */
export function purgeUrl(value: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Refused(`"${value}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Refused(`"${value}" is not an http(s) URL`);
  return parsed;
}

/** A remote's navigation entry and the remote (admin-shell reads them from /cmsadmin/remotes.json; docs/remotes.md). */
export const navItem = z.object({
  labelKey: z.string().optional(),
  label: z.string().optional(),
  labels: z.record(z.string()).optional(),
  route: z.string().startsWith('/'),
  permission: z.string().optional(),
  children: z.array(z.unknown()).optional(),
});
export const remote = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  entry: z.string().regex(/^(\/|https?:\/\/)/, 'an entry is a path on this site or an http(s) URL'),
  routes: z.array(z.object({ path: z.string().startsWith('/'), module: z.string().min(1), permission: z.string().optional() })),
  nav: z.array(navItem).optional(),
});
