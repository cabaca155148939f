import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Settings')
export class SettingsType {
  @Field(() => [String]) availableLocales!: string[];
  @Field() defaultLocale!: string;
  @Field(() => [String], { description: 'Locales whose translations get a slug of their own.' }) customSlugLocales!: string[];
}

@InputType('SettingsInput')
export class SettingsInput {
  @Field(() => [String]) availableLocales!: string[];
  @Field() defaultLocale!: string;
  @Field(() => [String], { nullable: true }) customSlugLocales?: string[];
}

@ObjectType('FirstSteps', { description: "A new installation's next steps for its administrator, each done or not." })
export class FirstStepsType {
  @Field(() => Int, { nullable: true, description: 'The home page the first start made, while it is there.' }) homePageId!: number | null;
  @Field({ description: 'The home page changed since the first start wrote it.' }) homeEdited!: boolean;
  @Field({ description: "The contact form's recipient is set." }) contactRecipientSet!: boolean;
  @Field({ description: 'There is more than one user.' }) editorsInvited!: boolean;
}
