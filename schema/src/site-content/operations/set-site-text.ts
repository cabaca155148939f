import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { parseInput } from '../../validation/parse-input';
import { siteContentChanged } from '../site-content.events';
import { presentSiteText } from '../site-content.view';
import { SiteTextRepository } from '../site-text.repository';
import { requireAvailableLocale, siteTextAddress } from '../site-text.rules';
import { siteTextShapes } from '../site-text.shapes';

/** Replaces a site text for one locale; the value must have its key's shape, rich text is sanitized. */
export const setSiteText = defineOperation({
  name: 'setSiteText',
  access: 'manage-site-content',
  input: z.object({ ...siteTextAddress, value: z.unknown() }).strict(),
  async run(ctx, { key, locale, value: raw }) {
    await requireAvailableLocale(ctx, locale);
    // The shape depends on the key, so it is checked once the key is known; paths read `value.…`.
    const { value } = parseInput(z.object({ value: siteTextShapes[key] }), { value: raw });
    const text = await inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const saved = await new SiteTextRepository(em).save(key, locale, value);
      recordAudit(tx, { action: 'site-text.set', subject: { type: 'site-text', id: `${key}/${locale}` } });
      siteContentChanged(tx, { kind: 'site-text', key, locale });
      return saved;
    });
    return presentSiteText(key, locale, text);
  },
});
