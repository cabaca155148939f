import { auditQueryOf, emptyAuditFilters, exportHref, filterRefusals } from './audit-log-filters';

const form = (values: Partial<typeof emptyAuditFilters>) => ({ ...emptyAuditFilters, ...values });

describe('the audit log filters', () => {
  it('send nothing for an empty form', () => {
    expect(auditQueryOf(emptyAuditFilters)).toEqual({});
    expect(exportHref(auditQueryOf(emptyAuditFilters))).toBe('/api/tessera/audit-log/export');
  });

  it('trim what was typed and send an exact action only with an action', () => {
    expect(auditQueryOf(form({ person: ' ann@example.com ', action: 'page.', subjectType: 'page', subjectId: ' 7 ', tokenId: '12' }))).toEqual({
      actorEmail: 'ann@example.com',
      action: 'page.',
      subjectType: 'page',
      subjectId: '7',
      tokenId: 12,
    });
    expect(auditQueryOf(form({ action: 'page.published', exact: true })).actionMatch).toBe('exact');
    expect(auditQueryOf(form({ exact: true }))).toEqual({});
  });

  it('read days in the browser’s time zone, the last one to its end', () => {
    const query = auditQueryOf(form({ from: '2026-03-01', to: '2026-03-31' }));
    expect(query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.to).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('refuse a token id that is not a number before asking', () => {
    expect(filterRefusals(form({ tokenId: 'ci' }))).toEqual([{ code: 'V_12', property: 'tokenId' }]);
    expect(filterRefusals(form({ tokenId: ' 31 ' }))).toEqual([]);
  });

  it('link the export with the same filters', () => {
    expect(exportHref({ action: 'page.', actionMatch: 'exact', tokenId: 3, actorEmail: 'a+b@example.com' })).toBe(
      '/api/tessera/audit-log/export?action=page.&actionMatch=exact&tokenId=3&actorEmail=a%2Bb%40example.com',
    );
  });
});
