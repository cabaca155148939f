import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('LocaleState', { description: 'A page’s translation in one of the site’s locales.' })
export class LocaleStateType {
  @Field() locale!: string;
  @Field(() => Int, { nullable: true, description: 'The page in that locale; null when it is missing.' }) pageId!: number | null;
  @Field({
    description:
      'missing (no page), draft (not on the site: never published or taken off), in-review (an open publication request), published, or outdated (published, but its source has a newer published version).',
  })
  state!: string;
}

@ObjectType('TranslationSource', { description: 'The page a translation was made from. The source’s change is the compare of its versions madeFromVersion → sourcePublishedVersion.' })
export class TranslationSourceType {
  @Field(() => Int) sourcePageId!: number;
  @Field() sourceLocale!: string;
  @Field(() => Int, { nullable: true, description: 'The number of the source’s version this translation reflects; null when unknown (made before it was recorded).' })
  madeFromVersion!: number | null;
  @Field(() => Int, { nullable: true }) sourcePublishedVersion!: number | null;
  @Field({ description: 'The source has a newer published version than madeFromVersion.' }) sourceChanged!: boolean;
}

@ObjectType('TranslationRow', { description: 'One block (or page field) side by side, aligned by block key; null on the side that lacks it.' })
export class TranslationRowType {
  @Field({ description: 'A block’s key, or `page` for the title and SEO fields.' }) key!: string;
  @Field(() => String, { nullable: true }) blockType!: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) source!: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) translation!: unknown;
}

@ObjectType('TranslationView')
export class TranslationViewType {
  @Field(() => Int) sourcePageId!: number;
  @Field() sourceLocale!: string;
  @Field(() => Int, { nullable: true, description: 'The source version shown: its published one, else its latest.' }) sourceVersion!: number | null;
  @Field(() => Int) pageId!: number;
  @Field() locale!: string;
  @Field(() => Int, { nullable: true, description: 'The translation’s latest version.' }) version!: number | null;
  @Field(() => [TranslationRowType]) rows!: TranslationRowType[];
}

@ObjectType('XliffImportedPage', { description: 'A translation that got a new draft version from the file.' })
export class XliffImportedPageType {
  @Field(() => Int) pageId!: number;
  @Field() locale!: string;
  @Field(() => Int) versionNumber!: number;
}

@ObjectType('XliffRefusal', { description: 'Why the file was refused; a file with any refusal changes nothing.' })
export class XliffRefusalType {
  @Field({ description: 'An error code of the catalogue (V_12: not a unit of the page or its source text was changed, V_15: not valid HTML, …).' }) code!: string;
  @Field(() => String, { nullable: true, description: 'source, target, id or the field the code is about.' }) property!: string | null;
  @Field(() => String, { nullable: true, description: 'The unit id (file id / unit id).' }) unit!: string | null;
}

@ObjectType('XliffImportReport')
export class XliffImportReportType {
  @Field(() => [XliffImportedPageType]) pages!: XliffImportedPageType[];
  @Field(() => [XliffRefusalType]) refused!: XliffRefusalType[];
}
