import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ErrorCode, RedirectRefusal } from '@tessera/content-model';
import { z } from 'zod';
import type { TxCtx } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { announceChange, ownedRows, redirectSetOf } from '../redirect-changes';
import { readRedirect, type RedirectRow } from '../redirect-rules';

/** The fields of the add and edit dialogs; the rules read them (redirect-rules.ts `readRedirect`). */
export const redirectFields = {
  fromPath: z.unknown(),
  to: z.unknown(),
  status: z.unknown(),
  locale: z.unknown(),
};

/** Why a single redirect is refused, as the code and the field the dialog marks. */
const refusalCodes: Record<Exclude<RedirectRefusal, 'invalid'>, [ErrorCode, string]> = {
  duplicate: ['V_06', 'fromPath'],
  loop: ['V_07', 'to'],
  chain: ['V_07', 'to'],
  owned: ['V_07', 'fromPath'],
};

/** Reads a dialog's fields into a row, or throws the first thing wrong with them (changing nothing). */
export function rowOf(input: { fromPath?: unknown; to?: unknown; status?: unknown; locale?: unknown }): RedirectRow {
  const reading = readRedirect({ from: input.fromPath, to: input.to, status: input.status, locale: input.locale });
  if ('error' in reading) throw new CodedError(reading.error.code, reading.error.property);
  return reading.row;
}

/** Checks a row against the set (all but `exceptId`) and the site's own addresses; throws the refusal. */
export async function checkRow(tx: TxCtx, row: RedirectRow, exceptId?: number): Promise<void> {
  if ((await ownedRows(tx, [row])).size > 0) throw new CodedError(...refusalCodes.owned);
  const refusal = (await redirectSetOf(tx, exceptId)).refusal(row);
  if (refusal && refusal !== 'invalid') throw new CodedError(...refusalCodes[refusal]);
}

/** Flushes; the unique index on (locale, from) is the last word on duplicates. */
export async function flushRedirect(tx: TxCtx, rows: RedirectRow[]): Promise<void> {
  try {
    await tx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_06', 'fromPath');
    throw error;
  }
  announceChange(tx, rows);
}
