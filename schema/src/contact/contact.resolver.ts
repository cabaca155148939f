import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { ContactFormInput, ContactSettingsType, ContactSubmissionListQuery, ContactSubmissionListType } from './contact.types';
import { getContactSettings } from './operations/get-contact-settings';
import { listContactSubmissions } from './operations/list-contact-submissions';
import { submitContactForm } from './operations/submit-contact-form';
import { updateContactSettings } from './operations/update-contact-settings';

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, { description: 'A visitor sends the contact form (public; needs the CSRF token like every mutation).' })
  submitContactForm(@Arg('input', () => ContactFormInput) input: ContactFormInput, @Ctx() ctx: Context) {
    return submitContactForm(ctx, { ...input });
  }

  @Query(() => ContactSubmissionListType, { description: 'Contact form submissions, newest first (manage-settings).' })
  contactSubmissions(@Arg('query', () => ContactSubmissionListQuery, { nullable: true }) query: ContactSubmissionListQuery | undefined, @Ctx() ctx: Context): Promise<ContactSubmissionListType> {
    return listContactSubmissions(ctx, query ?? {});
  }

  @Query(() => ContactSettingsType, { description: 'Where contact form mail goes (manage-settings).' })
  contactSettings(@Ctx() ctx: Context): Promise<ContactSettingsType> {
    return getContactSettings(ctx, {});
  }

  @Mutation(() => ContactSettingsType, { description: 'Sets the contact recipient; null or blank clears it (manage-settings).' })
  updateContactSettings(@Arg('recipientEmail', () => String, { nullable: true }) recipientEmail: string | null, @Ctx() ctx: Context): Promise<ContactSettingsType> {
    return updateContactSettings(ctx, { recipientEmail });
  }
}
