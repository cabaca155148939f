import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType('BlockType')
export class BlockTypeType {
  @Field()
  id!: string;

  @Field()
  label!: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => GraphQLJSON, { description: 'Field schema: [{ name, label, kind, required, maxLength, options, fields… }]' })
  fields!: unknown;

  @Field(() => GraphQLJSONObject, { nullable: true })
  defaultProps?: Record<string, unknown>;
}

@ObjectType('PageType')
export class PageTypeType {
  @Field()
  id!: string;

  @Field()
  label!: string;

  @Field()
  slugPrefix!: string;

  @Field(() => GraphQLJSON)
  initialBlocks!: unknown;

  @Field(() => GraphQLJSONObject)
  defaultProps!: Record<string, unknown>;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Field schema of the type’s own data (typeData).' })
  fields?: unknown;

  @Field(() => [String])
  header!: readonly string[];

  @Field(() => [String])
  footer!: readonly string[];

  @Field({ description: 'False keeps it out of the admin navigation (the blank type).' })
  inNavigation!: boolean;
}
