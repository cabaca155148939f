import { startTestDomain, type TestDomain } from '../test-support';

let domain: TestDomain;

beforeAll(async () => {
  domain = await startTestDomain();
});

afterAll(async () => {
  await domain.stop();
});

describe('tag names in the database', () => {
  it('refuse a case variant of a name of the same visibility even when written past the application', async () => {
    const em = domain.orm.em.fork();
    await em.execute("insert into tag (name, is_private, created_at) values ('News', false, now())");
    await expect(em.execute("insert into tag (name, is_private, created_at) values ('news', false, now())")).rejects.toThrow(/tag_name_folded_unique/);
    await em.execute("insert into tag (name, is_private, created_at) values ('news', true, now())");
    const [{ count }] = await em.execute<{ count: string }[]>('select count(*) from tag');
    expect(Number(count)).toBe(2);
  });
});
