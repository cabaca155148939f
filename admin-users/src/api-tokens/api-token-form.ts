import { apiTokenLimits, isApiTokenExpiryAllowed } from '@tessera/content-model';
import type { ErrorEntry } from '@tessera/admin-kit';

/** How long a new token lives: for ever, a number of days from now, or until a chosen day. */
export const expiryChoices = ['never', 'days30', 'days90', 'year', 'date'] as const;
export type ExpiryChoice = (typeof expiryChoices)[number];

const daysOf: Record<Exclude<ExpiryChoice, 'never' | 'date'>, number> = { days30: 30, days90: 90, year: 365 };
const dayMs = 24 * 60 * 60 * 1000;

export interface ApiTokenFormValues {
  name: string;
  permissions: string[];
  expiry: ExpiryChoice;
  /** The chosen day (YYYY-MM-DD, a date input's value) when `expiry` is 'date'. */
  date: string;
}

export const emptyApiTokenForm: ApiTokenFormValues = { name: '', permissions: [], expiry: 'never', date: '' };

/** A day as a date input holds it (YYYY-MM-DD), in the browser's time zone. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day a date input offers: today, and the furthest the server accepts. */
export function dayRange(now: Date): { min: string; max: string } {
  return { min: dayOf(now), max: dayOf(new Date(now.getTime() + (apiTokenLimits.maxLifetimeDays - 1) * dayMs)) };
}

/** The end of a chosen day (the next midnight where the browser is); null for no day or a malformed one. */
function endOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** The instant the token stops working, or null for never; undefined when the chosen day is missing. */
function expiresAtOf(values: ApiTokenFormValues, now: Date): Date | null | undefined {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'date') return endOfDay(values.date) ?? undefined;
  return new Date(now.getTime() + daysOf[values.expiry] * dayMs);
}

/**
 * What the server would refuse, said before asking it, with its codes and properties: a name
 * (V_01, V_14 over the limit), at least one permission (V_01), and an expiry in the future and
 * within the longest lifetime (V_01 without a day, V_12 otherwise).
 */
export function formRefusals(values: ApiTokenFormValues, now: Date): ErrorEntry[] {
  const refusals: ErrorEntry[] = [];
  const name = values.name.trim();
  if (!name) refusals.push({ code: 'V_01', property: 'name' });
  else if (name.length > apiTokenLimits.nameMaxLength) refusals.push({ code: 'V_14', property: 'name' });
  if (values.permissions.length === 0) refusals.push({ code: 'V_01', property: 'permissions' });
  const expiresAt = expiresAtOf(values, now);
  if (expiresAt === undefined) refusals.push({ code: 'V_01', property: 'expiresAt' });
  else if (expiresAt && !isApiTokenExpiryAllowed(expiresAt, now)) refusals.push({ code: 'V_12', property: 'expiresAt' });
  return refusals;
}

/** The createApiToken input of a form without refusals. */
export function apiTokenInputOf(values: ApiTokenFormValues, now: Date): { name: string; permissions: string[]; expiresAt: string | null } {
  return { name: values.name.trim(), permissions: values.permissions, expiresAt: expiresAtOf(values, now)?.toISOString() ?? null };
}

/** Whether a token's expiry has passed. */
export function isExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}
