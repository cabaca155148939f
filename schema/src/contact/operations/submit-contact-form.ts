import type { Ctx } from '../../context';
import { inTransaction, type TxCtx } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { siteSettings } from '../../settings/site-settings';
import { contactClient, type ContactClient } from '../contact-client';
import { contactFormMail } from '../contact-mail';
import { ContactRateLimitRepository } from '../contact-rate-limit.repository';
import { contactRecipient } from '../contact-recipient';
import { contactFormInput, type ContactForm } from '../contact-rules';
import { ContactSubmissionRepository } from '../contact-submission.repository';

/** The page's locale must be one the site offers (V_12 `locale`); answers the site's default locale. */
async function requireSiteLocale(ctx: Ctx, locale: string): Promise<string> {
  const settings = await siteSettings(ctx);
  if (!settings.availableLocales.includes(locale)) throw new CodedError('V_12', 'locale');
  return settings.defaultLocale;
}

/** Counts the submission against the client's limit; CF_01 (429) once it is used up. */
async function claimSubmission(tx: TxCtx, client: ContactClient): Promise<void> {
  const claim = await new ContactRateLimitRepository(tx.em).claim(client.key);
  if (!claim.allowed) throw new CodedError('CF_01').withDetails({ retryAfterSeconds: claim.retryAfterSeconds });
}

/** Stores the submission and, in the same transaction, puts its mail in the outbox. */
async function storeAndMail(tx: TxCtx, form: ContactForm, client: ContactClient, siteLocale: string): Promise<void> {
  const submission = new ContactSubmissionRepository(tx.em).add({
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    message: form.message,
    locale: form.locale,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const recipient = await contactRecipient(tx);
  if (recipient) tx.sendMail(contactFormMail(recipient, submission, siteLocale));
  else tx.services.log.warn('a contact form submission was stored but not mailed: no contact recipient is set and no active user holds manage-settings');
}

/**
 * A visitor sends the contact form (SPEC §3, §5). A valid submission is stored and mailed to the
 * contact recipient in one transaction; a broken rule stores nothing. When the honeypot is
 * filled the answer is the same as for a real submission, but nothing is stored or mailed.
 */
export const submitContactForm = defineOperation({
  name: 'submitContactForm',
  access: 'public',
  input: contactFormInput,
  async run(ctx, form) {
    const siteLocale = await requireSiteLocale(ctx, form.locale);
    const client = contactClient(ctx);
    await inTransaction(ctx, async (tx) => {
      await claimSubmission(tx, client);
      if (!form.website) await storeAndMail(tx, form, client, siteLocale);
    });
    if (form.website) ctx.services.log.info({ ip: client.ip, userAgent: client.userAgent }, 'contact form honeypot filled: answered as sent, nothing stored or mailed');
    return true;
  },
});
