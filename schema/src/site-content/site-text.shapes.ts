import { maxFooterLinks, maxTrainingItems } from '@tessera/content-model';
import { z } from 'zod';
import { phoneNumber } from '../contact/contact-rules';
import { requiredString } from '../validation/parse-input';
import { httpUrl, richText } from './site-content.inputs';

/** Visible characters of a statement: long legal texts, still bounded. */
const statementLength = 100_000;

const statement = z.object({ title: requiredString(255), body: richText({ required: true, max: statementLength }) }).strict();

/**
 * The shape of each site text's value, per key. Rich text is sanitized on the way in, so the
 * stored value is what the site renders.
 */
export const siteTextShapes = {
  footer: z
    .object({
      text: richText({ required: false, max: 5000 }).default(''),
      links: z
        .array(z.object({ label: requiredString(128), href: httpUrl() }).strict(), { invalid_type_error: 'V_12' })
        .max(maxFooterLinks, 'V_14')
        .default([]),
    })
    .strict(),
  'cookie-consent': z
    .object({
      title: requiredString(255),
      message: richText({ required: true, max: 5000 }),
      acceptLabel: requiredString(64),
      rejectLabel: requiredString(64),
      settingsLabel: requiredString(64),
    })
    .strict(),
  'privacy-statement': statement,
  'cookie-statement': statement,
  training: z
    .object({
      title: requiredString(255),
      intro: richText({ required: false, max: 10_000 }).default(''),
      items: z
        .array(z.object({ title: requiredString(255), text: richText({ required: false, max: 10_000 }).default('') }).strict(), {
          invalid_type_error: 'V_12',
        })
        .max(maxTrainingItems, 'V_14')
        .default([]),
    })
    .strict(),
  /** What the contact form shows beside it, and when sending fails ("try again or phone …", SPEC §8). */
  contact: z
    .object({
      phone: phoneNumber(),
      intro: richText({ required: false, max: 2000 }).default(''),
    })
    .strict(),
} as const;

export type SiteTextKey = keyof typeof siteTextShapes;

export const siteTextKeys = Object.keys(siteTextShapes) as [SiteTextKey, ...SiteTextKey[]];
