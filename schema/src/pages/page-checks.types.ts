import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ContentWarning', { description: 'One content check warning: on a block (blockKey, and the field path in it) or on the page (path: title, seoTitle, seoDescription).' })
export class ContentWarningType {
  @Field({ description: 'image-alt-missing, heading-skipped, link-text-vague, seo-description-missing, title-too-long or title-duplicate' }) code!: string;
  @Field(() => String, { nullable: true }) blockKey?: string | null;
  @Field(() => String, { nullable: true }) path?: string | null;
  @Field(() => GraphQLJSONObject, { description: 'What the message names: fileName, level and previous, text, length and max, count.' }) params!: Record<string, unknown>;
}

@ObjectType('PageVersionChecks')
export class PageVersionChecksType {
  @Field(() => Int) versionID!: number;
  @Field(() => Int) pageID!: number;
  @Field(() => [ContentWarningType]) warnings!: ContentWarningType[];
}
