import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { authorize } from '../auth/authorize';
import type { Ctx as Context } from '../context';
import { GraphQLUpload, readUpload, type PendingUpload } from '../graphql/upload';
import { PageType } from '../pages/page.types';
import { exportXliff } from './operations/export-xliff';
import { getTranslationView } from './operations/get-translation-view';
import { importXliff } from './operations/import-xliff';
import { machineTranslatePage } from './operations/machine-translate-page';
import { machineTranslationAvailable } from './operations/machine-translation-available';
import { markTranslationUpToDate } from './operations/mark-translation-up-to-date';
import { batchedTranslationFacts, localeStatesOf, memberOf, translationSourceOf } from './translation-facts';
import { translationLimits } from './translation-rules';
import { LocaleStateType, TranslationSourceType, TranslationViewType, XliffImportReportType } from './translation.types';

@Resolver()
export class TranslationResolver {
  @Query(() => TranslationViewType, { description: 'A translation beside its source, aligned by block key (the first row, key `page`, holds the title and SEO fields).' })
  translationView(@Arg('pageId', () => Int) pageId: number, @Ctx() ctx: Context): Promise<TranslationViewType> {
    return getTranslationView(ctx, { pageId });
  }

  @Query(() => Boolean, { description: 'Whether machine translation is configured (TESSERA_MT_URL).' })
  machineTranslationAvailable(@Ctx() ctx: Context): Promise<boolean> {
    return machineTranslationAvailable(ctx, {});
  }

  @Query(() => String, { description: 'The XLIFF 2.0 document GET /api/tessera/translations/xliff downloads, as text.' })
  async exportXliff(
    @Arg('targetLocale') targetLocale: string,
    @Arg('pageIds', () => [Int], { nullable: true }) pageIds: number[] | null,
    @Arg('releaseId', () => Int, { nullable: true }) releaseId: number | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    const { body } = await exportXliff(ctx, { targetLocale, pageIds: pageIds ?? undefined, releaseId: releaseId ?? undefined });
    let text = '';
    for await (const part of body) text += part;
    return text;
  }

  @Mutation(() => Boolean, { description: 'Marks a translation as made from its source’s published version (else its latest); answers true. Reload the page for its translationSource.' })
  markTranslationUpToDate(@Arg('pageId', () => Int) pageId: number, @Ctx() ctx: Context): Promise<boolean> {
    return markTranslationUpToDate(ctx, { pageId });
  }

  @Mutation(() => Int, { description: 'Fills a new draft version of the translation from its source, machine-translated; answers its number. Never publishes.' })
  machineTranslatePage(@Arg('pageId', () => Int) pageId: number, @Ctx() ctx: Context): Promise<number> {
    return machineTranslatePage(ctx, { pageId });
  }

  @Mutation(() => XliffImportReportType, { description: 'An XLIFF 2.0 file as exported, at most 10 MB: one new draft version per page, or nothing with the refusals.' })
  async importXliff(@Arg('file', () => GraphQLUpload) file: PendingUpload, @Ctx() ctx: Context): Promise<XliffImportReportType> {
    // Asked before a byte is read: a caller the operation refuses learns nothing about the file.
    authorize(ctx, importXliff.access);
    return importXliff(ctx, { file: await readUpload(file, translationLimits.xliffMaxBytes, 'ML_01', 'file') });
  }
}

/** The translation workflow's fields on the page type: read for a whole list in one batch (translation-facts.ts). */
@Resolver(() => PageType)
export class PageTranslationFieldsResolver {
  @FieldResolver(() => [LocaleStateType], { description: 'Each site locale’s state of this page’s translation group (the overview’s locale column).' })
  async localeStates(@Root() page: PageType, @Ctx() ctx: Context): Promise<LocaleStateType[]> {
    return localeStatesOf(await batchedTranslationFacts(ctx, page.translationGroup), page.translationGroup);
  }

  @FieldResolver(() => TranslationSourceType, { nullable: true, description: 'The page this translation was made from and whether it changed since; null for a source page.' })
  async translationSource(@Root() page: PageType, @Ctx() ctx: Context): Promise<TranslationSourceType | null> {
    const facts = await batchedTranslationFacts(ctx, page.translationGroup);
    const member = memberOf(facts, page.translationGroup, page.id);
    return member && translationSourceOf(facts, member);
  }
}
