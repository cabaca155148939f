import { scheduleRefusals } from './schedule';

const now = new Date('2026-11-28T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('scheduleRefusals', () => {
  it('accepts future times, either or both, and an empty schedule (now itself is past)', () => {
    expect(scheduleRefusals({ publishAt: at('2026-11-28T11:00:00+01:00'), unpublishAt: null }, now)).toEqual([{ code: 'V_12', property: 'publishAt' }]);
    expect(scheduleRefusals({ publishAt: at('2026-11-28T12:00:00+01:00'), unpublishAt: at('2026-12-01T00:00:00Z') }, now)).toEqual([]);
    expect(scheduleRefusals({ publishAt: null, unpublishAt: at('2026-11-28T10:00:01Z') }, now)).toEqual([]);
    expect(scheduleRefusals({ publishAt: null, unpublishAt: null }, now)).toEqual([]);
  });

  it('refuses a time in the past and an unpublication at or before the publication', () => {
    expect(scheduleRefusals({ publishAt: at('2026-11-28T09:59:59Z'), unpublishAt: at('2026-11-27T00:00:00Z') }, now)).toEqual([
      { code: 'V_12', property: 'publishAt' },
      { code: 'V_12', property: 'unpublishAt' },
    ]);
    expect(scheduleRefusals({ publishAt: at('2026-11-29T00:00:00Z'), unpublishAt: at('2026-11-29T00:00:00Z') }, now)).toEqual([{ code: 'V_12', property: 'unpublishAt' }]);
    expect(scheduleRefusals({ publishAt: at('2026-11-29T00:00:00Z'), unpublishAt: at('2026-11-28T12:00:00Z') }, now)).toEqual([{ code: 'V_12', property: 'unpublishAt' }]);
  });
});
