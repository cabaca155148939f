import { registerMessages } from '@tessera/admin-kit';
import { menuMessages } from './menu';
import { redirectsMessages } from './redirects';
import { searchIndexMessages } from './search-index';
import { siteContentMessages } from './site-content';
import { siteSettingsMessages } from './site-settings';
import { tagsMessages } from './tags';
import { transferMessages } from './transfer';

/** Every text of admin-site, one file per area; imported by each exposed module. */
export const siteMessages = [menuMessages, tagsMessages, searchIndexMessages, siteSettingsMessages, siteContentMessages, redirectsMessages, transferMessages];

for (const messages of siteMessages) registerMessages(messages);
