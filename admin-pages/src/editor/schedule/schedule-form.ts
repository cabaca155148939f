import { scheduleRefusals, type ScheduleRefusal } from '@tessera/content-model';

/** The schedule form: each time as a `datetime-local` input holds it (the browser's time zone), '' for none. */
export interface ScheduleForm {
  publishAt: string;
  unpublishAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored time as the input shows it, in the browser's time zone. */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local time as ISO 8601 with an offset (UTC, `Z`), as schedulePage takes it; null for none. */
export function isoOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function scheduleFormOf(page: { scheduledPublishAt?: string | null; scheduledUnpublishAt?: string | null }): ScheduleForm {
  return { publishAt: localInputOf(page.scheduledPublishAt), unpublishAt: localInputOf(page.scheduledUnpublishAt) };
}

/** What the server would refuse (the shared rule), shown before sending. */
export function formRefusals(form: ScheduleForm, now: Date): ScheduleRefusal[] {
  const times = { publishAt: isoOf(form.publishAt), unpublishAt: isoOf(form.unpublishAt) };
  return scheduleRefusals({ publishAt: times.publishAt ? new Date(times.publishAt) : null, unpublishAt: times.unpublishAt ? new Date(times.unpublishAt) : null }, now);
}
