/*
 * When a page may be scheduled to go live and to come off (issue 24, scheduled publishing): the
 * one rule the server enforces (schedulePage) and the admin's schedule form shows before sending.
 */

/** A page's schedule: null is "not scheduled". */
export interface PageScheduleTimes {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

export interface ScheduleRefusal {
  code: 'V_12';
  property: 'publishAt' | 'unpublishAt';
}

/**
 * What is wrong with a schedule at `now`: a time in the past, or an unpublication at or before
 * the publication (it would take the page off before it went up). Empty when it may be set.
 */
export function scheduleRefusals(times: PageScheduleTimes, now: Date): ScheduleRefusal[] {
  const refusals: ScheduleRefusal[] = [];
  if (times.publishAt && times.publishAt.getTime() <= now.getTime()) refusals.push({ code: 'V_12', property: 'publishAt' });
  const unpublishTooSoon = times.unpublishAt && (times.unpublishAt.getTime() <= now.getTime() || (times.publishAt && times.unpublishAt.getTime() <= times.publishAt.getTime()));
  if (unpublishTooSoon) refusals.push({ code: 'V_12', property: 'unpublishAt' });
  return refusals;
}
