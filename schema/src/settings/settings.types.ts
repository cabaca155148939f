import { Field, InputType, ObjectType } from 'type-graphql';

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
