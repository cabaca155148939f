import { registerMessages } from '@tessera/admin-kit';
import { newPageMessages } from './new-page';
import { overviewMessages } from './overview';
import { scheduleMessages } from './schedule';

/**
 * The texts of the page overview alone (pages.overview, and pages.newPage for the title, slug and
 * language fields of its duplicate and translate dialogs; pages.schedule for its scheduled badges and filter). The overview is the first screen after
 * sign-in, so it does not load every screen's texts (./index.ts) as the other screens do: those
 * were 31 KB compressed of the first screen. Registering a text again later changes nothing.
 */
for (const messages of [overviewMessages, newPageMessages, scheduleMessages]) registerMessages(messages);
