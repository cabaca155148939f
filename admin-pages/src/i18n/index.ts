import { registerMessages } from '@tessera/admin-kit';
import { compareMessages } from './compare';
import { checksMessages } from './checks';
import { dashboardMessages } from './dashboard';
import { draftsMessages } from './drafts';
import { editorMessages } from './editor';
import { fieldsMessages } from './fields';
import { livePreviewMessages } from './live-preview';
import { firstStepsMessages } from './first-steps';
import { newPageMessages } from './new-page';
import { overviewMessages } from './overview';
import { releasesMessages } from './releases';
import { requestsMessages } from './requests';
import { reusableMessages } from './reusable';
import { scheduleMessages } from './schedule';
import { translationsMessages } from './translations';

/** Every text of admin-pages, one file per area; imported by each exposed module. */
export const pagesMessages = [
  overviewMessages,
  newPageMessages,
  requestsMessages,
  editorMessages,
  fieldsMessages,
  dashboardMessages,
  draftsMessages,
  livePreviewMessages,
  compareMessages,
  checksMessages,
  reusableMessages,
  scheduleMessages,
  firstStepsMessages,
  releasesMessages,
  translationsMessages,
];

for (const messages of pagesMessages) registerMessages(messages);
