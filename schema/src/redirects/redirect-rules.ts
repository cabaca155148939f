import { normalizeRedirectFrom, redirectLimits, redirectStatuses, redirectTargetKind, supportedLocales, type ErrorCode, type RedirectRefusal } from '@tessera/content-model';
import { isReservedSegment } from '@tessera/read-model';

/** A redirect as the rules see it: the from path in normal form, split from its locale. */
export interface RedirectRow {
  id?: number;
  locale: string | null;
  fromPath: string;
  to: string;
  status: number;
}

export interface RawRedirect {
  from?: unknown;
  to?: unknown;
  status?: unknown;
  locale?: unknown;
}

export type RowReading = { row: RedirectRow } | { error: { code: ErrorCode; property: string } };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * One redirect as typed in the dialog or a CSV row, read into a row, or the first thing wrong
 * with it (the code and the field). A from path with a locale prefix (`/nl-nl/oud`) is read as
 * that locale's `/oud`; a locale given besides must be the same one.
 */
export function readRedirect(raw: RawRedirect): RowReading {
  const from = text(raw.from);
  const to = text(raw.to);
  const localeText = text(raw.locale).toLowerCase();
  const statusText = text(raw.status);
  if (from === '') return { error: { code: 'V_01', property: 'fromPath' } };
  if (from.length > redirectLimits.fromMaxLength) return { error: { code: 'V_14', property: 'fromPath' } };
  const normal = normalizeRedirectFrom(from);
  if (!normal) return { error: { code: 'V_12', property: 'fromPath' } };
  if (to === '') return { error: { code: 'V_01', property: 'to' } };
  if (to.length > redirectLimits.toMaxLength) return { error: { code: 'V_14', property: 'to' } };
  if (!redirectTargetKind(to)) return { error: { code: 'V_13', property: 'to' } };
  const status = statusText === '' ? 301 : Number(statusText);
  if (!(redirectStatuses as readonly number[]).includes(status)) return { error: { code: 'V_12', property: 'status' } };
  if (localeText !== '' && !(supportedLocales as readonly string[]).includes(localeText)) return { error: { code: 'V_12', property: 'locale' } };
  if (normal.locale && localeText !== '' && normal.locale !== localeText) return { error: { code: 'V_12', property: 'locale' } };
  const locale = normal.locale ?? (localeText || null);
  if (locale && !(supportedLocales as readonly string[]).includes(locale)) return { error: { code: 'V_12', property: 'fromPath' } };
  return { row: { locale, fromPath: normal.path, to, status } };
}

/** A path the gateway or the site answers itself (`/cmsadmin`, `/api/…`, `/sitemap.xml`): never a redirect's. */
export function isReservedFrom(fromPath: string): boolean {
  const first = fromPath.split('/')[1] ?? '';
  return first !== '' && isReservedSegment(first);
}

/** The slug a published page at this from path would have (`home` for the root). */
export const slugOfFrom = (fromPath: string): string => fromPath.slice(1) || 'home';

const keyOf = (locale: string | null, path: string) => `${locale ?? '*'}|${path}`;

/**
 * The redirects of the site as one set, to check a new one against: no two for the same address
 * (duplicate), none leading to itself or back to where it came from (loop), and none leading to
 * another redirect's address or from another's target (chain). Chains are refused rather than
 * flattened, so every redirect is one hop and what a manager stored is what a visitor gets.
 */
export class RedirectSet {
  private readonly froms = new Map<string, RedirectRow>();
  /** The rows whose target is a path of this site, by the target's path. */
  private readonly targets = new Map<string, Array<{ locale: string; row: RedirectRow }>>();

  constructor(private readonly defaultLocale: string) {}

  /** Where a row leads on this site (locale and path), or null for another site. */
  private targetOf(row: RedirectRow): { locale: string; path: string } | null {
    if (redirectTargetKind(row.to) !== 'path') return null;
    const target = normalizeRedirectFrom(row.to);
    return target && { locale: target.locale ?? this.defaultLocale, path: target.path };
  }

  private static answers(row: RedirectRow, locale: string, path: string): boolean {
    return row.fromPath === path && (row.locale === null || row.locale === locale);
  }

  private fromAt(locale: string, path: string): RedirectRow | undefined {
    return this.froms.get(keyOf(locale, path)) ?? this.froms.get(keyOf(null, path));
  }

  refusal(row: RedirectRow): RedirectRefusal | null {
    if (this.froms.has(keyOf(row.locale, row.fromPath))) return 'duplicate';
    const target = this.targetOf(row);
    if (target) {
      if (RedirectSet.answers(row, target.locale, target.path)) return 'loop';
      const next = this.fromAt(target.locale, target.path);
      if (next) {
        const back = this.targetOf(next);
        return back && RedirectSet.answers(row, back.locale, back.path) ? 'loop' : 'chain';
      }
    }
    const incoming = this.targets.get(row.fromPath) ?? [];
    if (incoming.some((entry) => row.locale === null || entry.locale === row.locale)) return 'chain';
    return null;
  }

  add(row: RedirectRow): void {
    this.froms.set(keyOf(row.locale, row.fromPath), row);
    const target = this.targetOf(row);
    if (target) this.targets.set(target.path, [...(this.targets.get(target.path) ?? []), { locale: target.locale, row }]);
  }
}
