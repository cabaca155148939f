import { registerMessages } from '@tessera/admin-kit';
import { dashboardMessages } from './dashboard';
import { draftsMessages } from './drafts';
import { editorMessages } from './editor';
import { fieldsMessages } from './fields';
import { firstStepsMessages } from './first-steps';
import { newPageMessages } from './new-page';
import { overviewMessages } from './overview';
import { requestsMessages } from './requests';

/** Every text of admin-pages, one file per area; imported by each exposed module. */
export const pagesMessages = [overviewMessages, newPageMessages, requestsMessages, editorMessages, fieldsMessages, dashboardMessages, draftsMessages, firstStepsMessages];

for (const messages of pagesMessages) registerMessages(messages);
