import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import { tagSearchLimit } from '@tessera/content-model';

export const tagNameMaxLength = 64;

/** Suggestions a search answers with, enough for a picker's dropdown. */
export { tagSearchLimit };

/** Pages the tags screen lists under one tag; the count says how many more there are. */
export const tagPagesLimit = 200;

/** More tags than this on one page is a client bug, not an editorial choice. */
export const pageTagLimit = 100;

/**
 * Letters of any script (with their combining marks, which Devanagari or Thai cannot do
 * without), decimal digits, spaces and `- _ & .`; a name does not start with a lone mark.
 */
const allowedName = /^(?!\p{M})[\p{L}\p{M}\p{Nd} _&.-]+$/u;

/**
 * The stored form of a name: composed (NFC, so "é" typed two ways is one tag), trimmed, runs of
 * spaces folded to one. Search terms go through the same step so they meet names halfway.
 */
export function normalizeTagName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** The first rule a normalized name breaks, or null. Length counts characters as PostgreSQL does. */
export function tagNameProblem(name: string): ErrorCode | null {
  if (name.length === 0) return 'V_01';
  if ([...name].length > tagNameMaxLength) return 'V_14';
  if (!allowedName.test(name)) return 'V_12';
  return null;
}

/** A tag name as input: normalized, then one code for the first broken rule. */
export const tagNameInput = () =>
  z
    .string()
    .transform(normalizeTagName)
    .superRefine((name, ctx) => {
      const problem = tagNameProblem(name);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });

/** A search term: normalized like names; empty lists the first tags by name. */
export const tagSearchTermInput = () =>
  z
    .string()
    .transform(normalizeTagName)
    .refine((term) => [...term].length <= tagNameMaxLength, 'V_14');

/** A flag GraphQL may send as null: absent and null both read as "public". */
export const isPrivateInput = () =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? false);
