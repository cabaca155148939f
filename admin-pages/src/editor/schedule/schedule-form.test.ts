import { formRefusals, isoOf, localInputOf, scheduleFormOf } from './schedule-form';

describe('the schedule form', () => {
  it('shows a stored time in the input’s local form and sends it back as the same instant', () => {
    const iso = '2030-05-04T08:30:00.000Z';
    const local = localInputOf(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(isoOf(local)).toBe(iso);
    expect(localInputOf(null)).toBe('');
    expect(isoOf('')).toBeNull();
    expect(scheduleFormOf({ scheduledPublishAt: null, scheduledUnpublishAt: iso })).toEqual({ publishAt: '', unpublishAt: local });
  });

  it('refuses what the server refuses: a past time, an unpublication before the publication', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(formRefusals({ publishAt: localInputOf('2029-12-31T00:00:00Z'), unpublishAt: '' }, now)).toEqual([{ code: 'V_12', property: 'publishAt' }]);
    expect(formRefusals({ publishAt: localInputOf('2030-02-01T00:00:00Z'), unpublishAt: localInputOf('2030-01-15T00:00:00Z') }, now)).toEqual([{ code: 'V_12', property: 'unpublishAt' }]);
    expect(formRefusals({ publishAt: localInputOf('2030-02-01T00:00:00Z'), unpublishAt: '' }, now)).toEqual([]);
  });
});
