import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ApiTokenCreator')
export class ApiTokenCreatorType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() email!: string;
}

@ObjectType('ApiToken', { description: "A program's key to the API (`Authorization: Bearer tsr_…`). The token itself is shown only by createApiToken." })
export class ApiTokenType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: "The token's last four characters." }) hint!: string;
  @Field(() => [String], { description: "Permission names; a call holds those its creator's role also holds at the time." }) permissions!: string[];
  @Field(() => ApiTokenCreatorType) createdBy!: ApiTokenCreatorType;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) expiresAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastUsedAt!: Date | null;
}

@ObjectType('CreatedApiToken')
export class CreatedApiTokenType {
  @Field(() => Int) id!: number;
  @Field({ description: 'The token: shown in this answer only.' }) token!: string;
  @Field(() => ApiTokenType) apiToken!: ApiTokenType;
}

@InputType('ApiTokenInput')
export class ApiTokenInput {
  @Field() name!: string;
  @Field(() => [String]) permissions!: string[];
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'Null or left out: the token does not expire.' }) expiresAt?: Date | null;
}
