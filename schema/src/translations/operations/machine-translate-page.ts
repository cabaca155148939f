import { z } from 'zod';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import type { MachineTranslator } from '../machine-translator';
import { contentOf, translatableUnits, withUnitValues, type TranslatableUnit } from '../translatable-units';
import { checkedContent, currentSourceVersion, loadPage, pageTypeOfPage, storeTranslationDraft, translationWithSource } from '../translation-pages';

/** The units' texts translated, plain text and HTML each in one call. */
async function translated(engine: MachineTranslator, units: TranslatableUnit[], from: string, to: string): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const format of ['text', 'html'] as const) {
    const some = units.filter((unit) => unit.format === format);
    const texts = await engine.translate(
      some.map((unit) => unit.value),
      from,
      to,
      format,
    );
    some.forEach((unit, index) => values.set(unit.id, texts[index]));
  }
  return values;
}

function engineOf(ctx: Ctx): MachineTranslator {
  if (!ctx.services.machineTranslator) throw new CodedError('V_07', 'machineTranslation');
  return ctx.services.machineTranslator;
}

/**
 * Fills a new draft version of a translation with its source's translatable values (the
 * source's published version, else its latest) machine-translated; returns its number. The
 * engine is asked before the transaction. Units the translation has no place for (a block it
 * removed) are left out; nothing is published. V_07 when no engine is configured or the page is
 * no translation, G_02 when the engine fails.
 */
export const machineTranslatePage = defineOperation({
  name: 'machineTranslatePage',
  access: 'create-page',
  input: z.object({ pageId: entityId() }).strict(),
  async run(ctx, { pageId }): Promise<number> {
    const engine = engineOf(ctx);
    const { page, source } = await translationWithSource(ctx, pageId);
    const sourceVersion = currentSourceVersion(source);
    const pageType = pageTypeOfPage(ctx, page);
    const units = translatableUnits(ctx.services.config, pageTypeOfPage(ctx, source), sourceVersion);
    const values = await translated(engine, units, source.locale, page.locale);
    return inTransaction(ctx, async (tx) => {
      const locked = await loadPage(tx, page.id, 'pageId', true);
      const { content } = withUnitValues(tx.services.config, pageType, contentOf(locked.latestVersion!), values);
      const checked = checkedContent(tx, pageType, content);
      if ('refusals' in checked) throw new CodedError(checked.refusals);
      const version = await storeTranslationDraft(tx, locked, checked.content, { page: source, version: sourceVersion.number, how: 'machine' });
      return version.number;
    });
  },
});
