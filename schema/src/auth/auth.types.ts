import { Field, InputType } from 'type-graphql';

@InputType('LoginInput')
export class LoginInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType('ResetAccountInput')
export class ResetAccountInput {
  @Field()
  password!: string;

  @Field()
  confirm!: string;

  @Field()
  token!: string;
}

@InputType('RegisterInput', { description: 'The flat payload of POST auth/register.' })
export class RegisterInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field({ description: 'Role id or role name.' })
  role!: string;

  @Field(() => String, { nullable: true })
  jobTitle?: string | null;
}
