/** Issue 31: the demo seed gives the Overview 90 days of reads, subscribers and newsletter results. */
import { startTestServer, type TestServer } from '../../test/harness';

jest.setTimeout(120_000);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
});
afterAll(() => server.close());

it('the demo seed fills the Overview and the most read lists', async () => {
  const admin = await server.asAdmin();
  const res = await admin.gql(`{ insightOverview(days: 90) { days readsPerDay { day total } subscribersPerDay { day count } readsByLanguage { language count } topArticles { title reads } issues { sent clicks clickRate unsubscribes } } }`);
  expect(res.errors).toBeUndefined();
  const o = res.data.insightOverview;
  expect(o.readsPerDay).toHaveLength(90);
  expect(o.readsPerDay.filter((d: { total: number }) => d.total > 0).length).toBeGreaterThan(80);
  expect(o.readsByLanguage.every((l: { count: number }) => l.count > 0)).toBe(true);
  expect(o.subscribersPerDay.at(-1).count).toBeGreaterThan(o.subscribersPerDay[0].count);
  expect(o.topArticles).toHaveLength(10);
  expect(o.issues.length).toBeGreaterThanOrEqual(20);
  expect(o.issues.every((i: { sent: number; clickRate: number }) => i.sent > 0 && i.clickRate > 0 && i.clickRate < 1)).toBe(true);
  for (const language of ['en', 'id']) {
    const most = await server.client().gql(`query($l: String) { mostRead(language: $l) { id language } }`, { l: language });
    expect(most.data.mostRead.length).toBeGreaterThan(0);
    expect(most.data.mostRead.every((a: { language: string }) => a.language === language)).toBe(true);
  }
});
