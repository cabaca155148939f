import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** Every field may be left out here so that the form's rules answer with their codes (V_01…), not GraphQL. */
@InputType('ContactFormInput')
export class ContactFormInput {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Digits, spaces, - . / ( ) and one leading +; 8 to 17 digits.' }) phone?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Must be true: the privacy statement is accepted.' }) privacyAccepted?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The locale of the page the form is on (nl-nl).' }) locale?: string | null;
  @Field(() => String, { nullable: true, description: 'The honeypot: people leave it empty (the site hides it).' }) website?: string | null;
}

@ObjectType('ContactSubmission', { description: 'Plain text as the visitor typed it: escape it when showing it.' })
export class ContactSubmissionType {
  @Field(() => Int) id!: number;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() message!: string;
  @Field() locale!: string;
  @Field(() => String, { nullable: true }) ip!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

@ObjectType('ContactSubmissionList')
export class ContactSubmissionListType {
  @Field(() => [ContactSubmissionType]) items!: ContactSubmissionType[];
  @Field(() => Int) totalItems!: number;
}

@InputType('ContactSubmissionListQuery')
export class ContactSubmissionListQuery {
  @Field(() => Int, { nullable: true }) pageIndex?: number;
  @Field(() => Int, { nullable: true }) pageSize?: number;
  @Field({ nullable: true, description: 'Matches the full name, e-mail, phone or message.' }) searchTerm?: string;
  @Field({ nullable: true, description: 'createdAt (default), firstName, lastName, email or locale' }) columnToSort?: string;
  @Field({ nullable: true, description: 'asc or desc (default)' }) sortOrder?: string;
}

@ObjectType('ContactSettings')
export class ContactSettingsType {
  @Field(() => String, { nullable: true, description: 'The address set for contact form mail; null when none is set.' })
  recipientEmail!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where contact form mail goes now: the address set, else the longest-standing active user with manage-settings.',
  })
  effectiveRecipientEmail!: string | null;
}
