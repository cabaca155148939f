import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Passkey', { description: 'One of your passkeys: never its key or credential id.' })
export class PasskeyType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastUsedAt!: Date | null;
}
