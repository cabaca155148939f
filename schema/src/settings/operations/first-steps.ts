import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { latestVersionIdOf } from '../../pages/page-lookup';
import { countUsers } from '../../users/user-directory';
import { contactRecipientEmail, firstStartGreeting } from '../site-settings';

export interface FirstSteps {
  /** The greeting's home page, while it is there (the dashboard links to its editor). */
  homePageId: number | null;
  /** The home page changed since the first start wrote it (or there was no greeting, or it is gone). */
  homeEdited: boolean;
  /** Someone set the contact form's recipient. */
  contactRecipientSet: boolean;
  /** There is more than one user. */
  editorsInvited: boolean;
}

/**
 * The next steps the dashboard shows a new administrator (issue 24), each done or not: edit the
 * home page the first start wrote, set the contact recipient, invite editors.
 */
export const firstSteps = defineOperation({
  name: 'firstSteps',
  access: 'manage-settings',
  input: z.object({}).strict(),
  async run(ctx): Promise<FirstSteps> {
    const greeting = await firstStartGreeting(ctx);
    const latest = greeting ? await latestVersionIdOf(ctx.em, greeting.pageId) : null;
    return {
      homePageId: latest === null ? null : greeting!.pageId,
      homeEdited: latest === null || latest !== greeting!.versionId,
      contactRecipientSet: (await contactRecipientEmail(ctx)) !== null,
      editorsInvited: (await countUsers(ctx.em)) > 1,
    };
  },
});
