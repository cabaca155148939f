import { registerMessages } from '@tessera/admin-kit';
import { dashboardMessages } from './dashboard';
import { draftsMessages } from './drafts';
import { editorMessages } from './editor';
import { fieldsMessages } from './fields';
import { menuMessages } from './menu';
import { newPageMessages } from './new-page';
import { overviewMessages } from './overview';
import { requestsMessages } from './requests';
import { siteContentMessages } from './site-content';
import { siteSettingsMessages } from './site-settings';
import { searchIndexMessages } from './search-index';
import { tagsMessages } from './tags';

/** Every text of admin-pages, one file per area; imported by each exposed module. */
export const pagesMessages = [overviewMessages, newPageMessages, requestsMessages, editorMessages, fieldsMessages, menuMessages, tagsMessages, searchIndexMessages, siteSettingsMessages, siteContentMessages, dashboardMessages, draftsMessages];

for (const messages of pagesMessages) registerMessages(messages);
