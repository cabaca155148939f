import { defineMessages } from '@tessera/admin-kit';

/** Texts under media.moveNotice: what the move dialog says when it renamed. */
export const moveNoticeMessages = defineMessages(
  { media: { moveNotice: { renamed: '{{name}} was renamed to {{newName}}.', movedRenamed: '{{name}} was moved to {{folder}} and renamed to {{newName}}.' } } },
  {
    nl: { media: { moveNotice: { renamed: '{{name}} heet nu {{newName}}.', movedRenamed: '{{name}} is verplaatst naar {{folder}} en heet nu {{newName}}.' } } },
    de: { media: { moveNotice: { renamed: '{{name}} wurde in {{newName}} umbenannt.', movedRenamed: '{{name}} wurde nach {{folder}} verschoben und in {{newName}} umbenannt.' } } },
    fr: { media: { moveNotice: { renamed: '{{name}} a été renommé en {{newName}}.', movedRenamed: '{{name}} a été déplacé vers {{folder}} et renommé en {{newName}}.' } } },
  },
);
