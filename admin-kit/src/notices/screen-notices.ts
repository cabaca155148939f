import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation } from '@tessera/admin-kit/router';

/** Marks a notice that tells about the screen being opened (see showCarriedNotice). */
const carried = 'data-carried';

/**
 * Shows a notice about an action whose result is the next screen (a page created, its editor
 * opened): it stays through that one change of screen, then goes like any other.
 */
export function showCarriedNotice(notice: NotificationData): string {
  return notifications.show({ ...notice, [carried]: true });
}

/** The notices that stay on the new screen: the carried ones, no longer carried further. */
export function noticesForNextScreen(shown: NotificationData[]): NotificationData[] {
  return shown.filter((notice) => notice[carried] === true).map((notice) => ({ ...notice, [carried]: false }));
}

/**
 * Notices belong to the screen that showed them: when another screen opens (the path changes;
 * a changed query string within a screen is not another screen), the shown and queued ones go,
 * successes and failures alike; the failure of an action on a screen no longer shown has nothing
 * left to act on. Mounted once, inside the router, by admin-shell for every remote.
 */
export function ScreenNotices(): null {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    notifications.updateState(notificationsStore, noticesForNextScreen);
  }, [pathname]);
  return null;
}
