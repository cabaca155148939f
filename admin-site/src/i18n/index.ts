import { registerMessages } from '@tessera/admin-kit';
import { menuMessages } from './menu';
import { redirectsMessages } from './redirects';
import { searchIndexMessages } from './search-index';
import { siteContentMessages } from './site-content';
import { siteSettingsMessages } from './site-settings';
import { tagsMessages } from './tags';

/** Every text of admin-site, one file per area; imported by each exposed module. */
export const siteMessages = [menuMessages, tagsMessages, searchIndexMessages, siteSettingsMessages, siteContentMessages, redirectsMessages];

for (const messages of siteMessages) registerMessages(messages);
