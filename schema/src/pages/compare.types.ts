import { blockChangeStatuses, fieldChangeKinds } from '@tessera/content-model';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/* The answer of comparePageVersions, typed field by field (content-model's VersionDiff). */

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const BlockChangeStatusEnum = enumOf(blockChangeStatuses);
registerEnumType(BlockChangeStatusEnum, {
  name: 'BlockChangeStatus',
  description: 'What a block did between two versions; moved: its place among the others changed (its fields may have changed too).',
});
export const FieldChangeKindEnum = enumOf(fieldChangeKinds);
registerEnumType(FieldChangeKindEnum, { name: 'FieldChangeKind', description: 'How a changed value reads: text, richText (with a word diff), value, image (file name) or file (file name).' });
export const WordOpEnum = enumOf(['equal', 'insert', 'delete'] as const);
registerEnumType(WordOpEnum, { name: 'WordOp', description: 'A piece of a word diff: in both, only in the new version, only in the old one.' });

@ObjectType('WordPart', { description: 'A run of words of a word diff.' })
export class WordPartType {
  @Field(() => WordOpEnum) op!: 'equal' | 'insert' | 'delete';
  @Field() text!: string;
}

@ObjectType('FieldChange', { description: 'A field of a block that differs, by its dotted path (items.0.title), as text before and after (null: no value).' })
export class FieldChangeType {
  @Field() path!: string;
  @Field(() => FieldChangeKindEnum) kind!: (typeof fieldChangeKinds)[number];
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
  @Field(() => [WordPartType], { nullable: true, description: 'Rich text: the word diff of the visible text.' }) words!: WordPartType[] | null;
}

@ObjectType('BlockChange', { description: 'A block matched by key between two versions.' })
export class BlockChangeType {
  @Field() key!: string;
  @Field() type!: string;
  @Field(() => BlockChangeStatusEnum) status!: (typeof blockChangeStatuses)[number];
  @Field(() => Int, { nullable: true, description: '0-based place in the old version; null when added.' }) oldPosition!: number | null;
  @Field(() => Int, { nullable: true, description: '0-based place in the new version; null when removed.' }) newPosition!: number | null;
  @Field(() => [FieldChangeType], { description: 'The fields that differ; for an added or removed block every field with a value.' }) fields!: FieldChangeType[];
}

@ObjectType('SettingChange', { description: 'A page setting that differs: title, seoTitle, seoDescription, seoKeywords, seoImage(.altText), typeData.<field>.' })
export class SettingChangeType {
  @Field() field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('ComparedVersion', { description: 'One side of a comparison.' })
export class ComparedVersionType {
  @Field(() => Int) id!: number;
  @Field(() => Int) number!: number;
  @Field() title!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

@ObjectType('PageVersionComparison', { description: 'What changed between two versions of a page, blocks in the new order with removed ones where they were.' })
export class PageVersionComparisonType {
  @Field(() => Int) pageID!: number;
  @Field(() => ComparedVersionType, { nullable: true, description: 'null: nothing to compare with (the page was never published): everything is added.' }) from!: ComparedVersionType | null;
  @Field(() => ComparedVersionType) to!: ComparedVersionType;
  @Field(() => [BlockChangeType]) blocks!: BlockChangeType[];
  @Field(() => [SettingChangeType]) settings!: SettingChangeType[];
}
