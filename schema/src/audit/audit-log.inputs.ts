import { auditLogLimits } from '@tessera/content-model';
import { z, type ZodRawShape } from 'zod';
import type { Ctx } from '../context';
import { findUserByEmail } from '../users/user-directory';
import { blankAsAbsent, email, entityId, optionalInstant, optionalString, pageSize } from '../validation/parse-input';
import type { AuditFilter } from './audit-log.repository';

const day = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/**
 * An instant in ISO 8601 with its offset, or a day (`2026-12-01`, in UTC): the start of that day
 * for `from`, its end for `to`, so `from=2026-12-01&to=2026-12-31` is the whole of December. A
 * day that is not in the calendar (`2026-02-30`) is V_12, like any other malformed value.
 */
const instantOrDay = (edge: 'start' | 'end') =>
  z.preprocess((value) => {
    const match = typeof value === 'string' ? day.exec(value) : null;
    if (!match) return blankAsAbsent(value);
    const start = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    if (start.toISOString().slice(0, 10) !== `${match[1]}-${match[2]}-${match[3]}`) return 'not a day';
    return new Date(start.getTime() + (edge === 'end' ? 86_400_000 : 0)).toISOString();
  }, optionalInstant());

const optionalId = () => z.preprocess(blankAsAbsent, entityId().optional());

/** The filters of the list and the export (REST query strings and GraphQL's AuditLogQuery alike). */
const filterShape = {
  actorId: optionalId(),
  /** A person by their e-mail: their entries, under any address they had (by their id). */
  actorEmail: z.preprocess(blankAsAbsent, email().optional()),
  action: optionalString(64),
  /** `prefix` (as before: `auth.`, `user.image`) unless `exact`. */
  actionMatch: z.preprocess((value) => blankAsAbsent(typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(['prefix', 'exact'], { message: 'V_12' }).default('prefix')),
  subjectType: optionalString(32),
  subjectId: optionalString(64),
  from: instantOrDay('start'),
  to: instantOrDay('end'),
  tokenId: optionalId(),
};

type FilterInput = z.output<z.ZodObject<typeof filterShape>>;

/** The filters with the inputs of one use case (paging, an export's row limit), checked together. */
export function auditFilterInput<S extends ZodRawShape>(extra: S) {
  return z.object({ ...filterShape, ...extra }).superRefine((input: Partial<FilterInput>, issues) => {
    // An object is named by its type; an id alone could be anything's.
    if (input.subjectId && !input.subjectType) issues.addIssue({ code: 'custom', path: ['subjectType'], message: 'V_01' });
    if (input.from && input.to && input.from >= input.to) issues.addIssue({ code: 'custom', path: ['to'], message: 'V_12' });
  });
}

/** A page of the list: 1–100 entries (25 unless asked), after the entry `beforeId` of the page before. */
export const auditPageInput = {
  pageSize: pageSize(auditLogLimits.maxPageSize),
  beforeId: optionalId(),
};

/**
 * The repository's filter for checked input, or null when nothing can match (an e-mail nobody
 * has, or one that is not the `actorId` also asked for).
 */
export async function auditFilterOf(ctx: Pick<Ctx, 'em'>, input: FilterInput): Promise<AuditFilter | null> {
  let actorId = input.actorId ?? null;
  if (input.actorEmail) {
    const person = await findUserByEmail(ctx.em, input.actorEmail);
    if (!person || (actorId !== null && actorId !== person.id)) return null;
    actorId = person.id;
  }
  return {
    actorId,
    action: input.action ? { text: input.action, match: input.actionMatch } : null,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    from: input.from,
    to: input.to,
    tokenId: input.tokenId ?? null,
  };
}

/** The filters that were given, for the audit entry of an export (what was taken out). */
export function describedFilter(input: FilterInput): Record<string, unknown> {
  const given = Object.keys(filterShape).map((key) => [key, input[key as keyof FilterInput]] as const);
  return Object.fromEntries(
    given.filter(([key, value]) => value != null && !(key === 'actionMatch' && !input.action)).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
