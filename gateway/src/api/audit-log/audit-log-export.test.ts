import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { arrangeEntries, personWith } from './audit-log.test-support';

/**
 * `GET /api/tessera/audit-log/export`: the list's filters as a CSV attachment, streamed in
 * batches; cells a spreadsheet would run as formulas are defused, commas, quotes and line breaks
 * quoted; a limit cuts the file and the file says so; the export itself is audited; refusals are
 * coded JSON, never a half file.
 */
let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

async function exported(query: string, client: TestClient = admin): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await client.raw('GET', `/api/tessera/audit-log/export?${query}`);
  // As written: fetch's text() would drop the byte order mark.
  return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

const header = ['id', 'at', 'actorId', 'actorEmail', 'tokenId', 'tokenName', 'action', 'subjectType', 'subjectId', 'ip', 'userAgent', 'details'];

describe('the file', () => {
  it('is a UTF-8 CSV attachment with a header line, the entries newest first', async () => {
    const [older, newer] = await arrangeEntries(gateway, [
      { at: '2018-01-01T09:00:00Z', action: 'page.published', actorId: 4, actorEmail: 'ann@audit.test', subjectType: 'page', subjectId: '7', ip: '203.0.113.9', userAgent: 'Firefox' },
      { at: '2018-01-02T09:00:00Z', action: 'tag.created', actorId: 4, actorEmail: 'ann@audit.test', tokenId: 3, tokenName: 'ci', subjectType: 'tag', subjectId: '1', details: { name: 'Birds' } },
    ]);
    const reply = await exported('from=2018-01-01&to=2018-01-31');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''audit-log-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.text.startsWith('\uFEFFid,at,')).toBe(true);
    expect(parseCsv(reply.text.slice(1))).toEqual([
      header,
      [String(newer), '2018-01-02T09:00:00.000Z', '4', 'ann@audit.test', '3', 'ci', 'tag.created', 'tag', '1', '', '', '{"name":"Birds"}'],
      [String(older), '2018-01-01T09:00:00.000Z', '4', 'ann@audit.test', '', '', 'page.published', 'page', '7', '203.0.113.9', 'Firefox', ''],
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run', async () => {
    const [id] = await arrangeEntries(gateway, [
      {
        at: '2017-05-05T05:05:05Z',
        action: 'tag.created',
        actorEmail: '@SUM(1+1)',
        tokenName: '=HYPERLINK("http://evil.test","click")',
        subjectType: 'tag',
        subjectId: '+31 6 1234',
        ip: '-2+3',
        userAgent: '\tcmd|" /C calc"!A0\r\nnext, line',
        details: { note: 'say "hi", then\nleave' },
      },
    ]);
    const reply = await exported('from=2017-05-05&to=2017-05-05');
    const lines = reply.text.split('\r\n');
    expect(lines[1]).toBe(`${id},2017-05-05T05:05:05.000Z,,'@SUM(1+1),,"'=HYPERLINK(""http://evil.test"",""click"")",tag.created,tag,'+31 6 1234,'-2+3,"'\tcmd|"" /C calc""!A0`);
    expect(parseCsv(reply.text.slice(1))[1]).toEqual([
      String(id),
      '2017-05-05T05:05:05.000Z',
      '',
      "'@SUM(1+1)",
      '',
      `'=HYPERLINK("http://evil.test","click")`,
      'tag.created',
      'tag',
      "'+31 6 1234",
      "'-2+3",
      `'\tcmd|" /C calc"!A0\r\nnext, line`,
      '{"note":"say \\"hi\\", then\\nleave"}',
    ]);
  });

  it('takes the filters of the list', async () => {
    const [published, , tokenPage] = await arrangeEntries(gateway, [
      { at: '2016-02-01T00:00:00Z', action: 'page.published', actorId: 5, subjectType: 'page', subjectId: '1' },
      { at: '2016-02-02T00:00:00Z', action: 'user.created', actorId: 5, subjectType: 'user', subjectId: '9' },
      { at: '2016-02-03T00:00:00Z', action: 'page.published', actorId: 6, tokenId: 8, subjectType: 'page', subjectId: '1' },
    ]);
    const idsIn = async (query: string) =>
      parseCsv((await exported(query.includes('from=') ? query : `from=2016-01-01&to=2016-12-31&${query}`)).text.slice(1))
        .slice(1)
        .map((row) => Number(row[0]));
    expect(await idsIn('action=page.')).toEqual([tokenPage, published]);
    expect(await idsIn('actorId=5')).toEqual([published + 1, published]);
    expect(await idsIn('tokenId=8')).toEqual([tokenPage]);
    expect(await idsIn('subjectType=page&subjectId=1&actionMatch=exact&action=page.published')).toEqual([tokenPage, published]);
    expect(await idsIn('from=2016-02-02T00:00:00Z&to=2016-02-03T00:00:00Z')).toEqual([published + 1]);
  });

  it('reads in batches: thousands of entries, each once, in order', async () => {
    await gateway.sql(
      `insert into audit_log (at, action, subject_type, subject_id)
       select timestamptz '2015-01-01' + n * interval '1 second', 'bulk.entry', 'bulk', n::text from generate_series(1, 2500) as n`,
    );
    const rows = parseCsv((await exported('subjectType=bulk')).text.slice(1)).slice(1);
    expect(rows).toHaveLength(2500);
    expect(rows.map((row) => Number(row[8]))).toEqual(Array.from({ length: 2500 }, (_, i) => 2500 - i));
  });

  it('stops at the limit asked for and says where it was cut', async () => {
    const rows = parseCsv((await exported('subjectType=bulk&limit=3')).text.slice(1));
    expect(rows.map((row) => row[8] ?? row[0])).toEqual(['subjectId', '2500', '2499', '2498', '# Cut at 3 entries, newest first: narrow the filters (from and to) for the rest.']);
    // Exactly as many as match: nothing was left out, nothing to say.
    const whole = parseCsv((await exported('subjectType=bulk&subjectId=7&limit=1')).text.slice(1));
    expect(whole).toHaveLength(2);
  });
});

describe('taking the trail out', () => {
  it('is itself recorded, with the filters', async () => {
    await exported('action=page.&actionMatch=exact&from=2016-01-01');
    const [entry] = await gateway.sql(`select actor_email, details from audit_log where action = 'audit-log.exported' order by id desc limit 1`);
    expect(entry).toEqual({ actor_email: 'admin@example.com', details: { filter: { action: 'page.', actionMatch: 'exact', from: '2016-01-01T00:00:00.000Z' }, limit: 1_000_000 } });
  });

  it('records a person asked for by e-mail by their id, so no address stays behind when they are forgotten', async () => {
    await exported('actorEmail=ADMIN@example.com&limit=5');
    const [admin] = await gateway.sql(`select id from tessera_user where email = 'admin@example.com'`);
    const [entry] = await gateway.sql(`select details from audit_log where action = 'audit-log.exported' order by id desc limit 1`);
    expect(entry.details).toEqual({ filter: { actorId: admin.id }, limit: 5 });
  });

  it('needs view-audit-log: a coded refusal, no file, nothing recorded', async () => {
    const count = async () => (await gateway.sql(`select count(*)::int as n from audit_log where action = 'audit-log.exported'`))[0].n;
    const before = await count();
    const anonymous = await exported('', gateway.client());
    expect(anonymous.status).toBe(401);
    const manager = await personWith(gateway, ['manage-users']);
    const refused = await exported('', manager.client);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(refused.text).Errors).toEqual([{ code: 'UM_01', property: null }]);
    const auditor = await personWith(gateway, ['view-audit-log']);
    expect((await exported('subjectType=bulk&limit=1', auditor.client)).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it.each([
    ['limit=0', 'V_12', 'limit'],
    ['limit=1000001', 'V_12', 'limit'],
    ['from=someday', 'V_12', 'from'],
    ['subjectId=5', 'V_01', 'subjectType'],
  ])('refuses %s with %s on %s as JSON, recording nothing', async (query, code, property) => {
    const before = await gateway.sql('select count(*)::int as n from audit_log');
    const reply = await exported(query);
    expect(reply.status).toBe(422);
    expect(JSON.parse(reply.text).Errors).toEqual([{ code, property }]);
    expect(await gateway.sql('select count(*)::int as n from audit_log')).toEqual(before);
  });
});
