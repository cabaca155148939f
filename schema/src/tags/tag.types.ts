import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Tag')
export class TagType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'Private tags are for editors only; visitors never see them.' }) isPrivate!: boolean;
}

@ObjectType('TagValidation', { description: 'A name that passed the rules; a broken rule answers with its code instead.' })
export class TagValidationType {
  @Field() valid!: boolean;
  @Field({ description: 'A tag of that visibility already has this name (case-insensitive).' }) exists!: boolean;
  @Field({ description: 'The name as it would be stored.' }) name!: string;
}

@ObjectType('TagPage', { description: 'A page that carries a tag.' })
export class TagPageType {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field({ description: 'The page has a published version.' }) published!: boolean;
}

@ObjectType('TagPages')
export class TagPagesType {
  @Field(() => Int, { description: 'How many pages carry the tag.' }) total!: number;
  @Field(() => [TagPageType], { description: 'The first 200 of them, by title.' }) items!: TagPageType[];
}
