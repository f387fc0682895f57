/**
 * Demo figures for the admin Overview (issue 31): 90 days of reading counts for the demo articles,
 * subscribers who joined (and a few who left) over that time, and weekly newsletter issues with
 * their deliveries, clicks and unsubscribes. Deterministic (a seeded generator) and added once:
 * only when no reads, subscribers or issues exist yet.
 */
import type { DataSource } from 'typeorm';
import { isPublic } from '../../modules/articles/article.visibility';

const DAYS = 90;

/** mulberry32: a small seeded generator, so every demo start draws the same figures. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REASONS = ['too-many', 'not-relevant', 'never-signed-up', 'other', null];

export async function seedDemoInsight(db: DataSource, log: (line: string) => void): Promise<void> {
  const [{ reads, subscribers, issues }] = await db.query<{ reads: number; subscribers: number; issues: number }[]>(
    `SELECT (SELECT count(*) FROM article_reads)::int AS reads, (SELECT count(*) FROM subscribers)::int AS subscribers, (SELECT count(*) FROM newsletter_issues)::int AS issues`,
  );
  if (reads > 0 || subscribers > 0 || issues > 0) return;
  const rnd = random(31);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const dayOf = (ago: number) => new Date(today.getTime() - ago * 86_400_000);
  await db.transaction(async (em) => {
    // Reads: a few articles are much read (Zipf), weekends are quieter, the site grows over the period.
    const articles = await em.query<{ id: number; language: string; publishDate: Date }[]>(`SELECT id, language, "publishDate" FROM articles a WHERE ${isPublic('a')} ORDER BY id`);
    const ids: number[] = [];
    const languages: string[] = [];
    const days: string[] = [];
    const counts: number[] = [];
    articles.forEach((a, rank) => {
      const popularity = 60 / (1 + ((rank * 7) % articles.length)) ** 0.8 * (a.language === 'id' ? 0.6 : 1);
      for (let ago = DAYS - 1; ago >= 0; ago--) {
        const day = dayOf(ago);
        if (day.getTime() + 86_400_000 < new Date(a.publishDate).getTime()) continue;
        const weekend = [0, 6].includes(day.getUTCDay()) ? 0.7 : 1;
        const growth = 0.6 + 0.4 * ((DAYS - ago) / DAYS);
        const n = Math.round(popularity * weekend * growth * (0.6 + rnd() * 0.8));
        if (n <= 0) continue;
        ids.push(a.id);
        languages.push(a.language);
        days.push(day.toISOString().slice(0, 10));
        counts.push(n);
      }
    });
    await em.query(
      `INSERT INTO article_reads ("articleId", language, day, count) SELECT * FROM unnest($1::int[], $2::varchar[], $3::date[], $4::int[]) ON CONFLICT DO NOTHING`,
      [ids, languages, days, counts],
    );

    // Subscribers: some before the period, then a few a day; about one in twelve left later.
    const emails: string[] = [];
    const langs: string[] = [];
    const joined: Date[] = [];
    const left: (Date | null)[] = [];
    for (let i = 0; i < 260; i++) {
      const ago = i < 80 ? DAYS + Math.floor(rnd() * 200) : Math.floor(DAYS * (1 - Math.sqrt(rnd())));
      const at = new Date(dayOf(ago).getTime() + Math.floor(rnd() * 86_400_000));
      emails.push(`demo.parent${i + 1}@example.com`);
      langs.push(rnd() < 0.62 ? 'en' : 'id');
      joined.push(at);
      left.push(rnd() < 0.08 ? new Date(Math.min(Date.now(), at.getTime() + (5 + Math.floor(rnd() * 40)) * 86_400_000)) : null);
    }
    await em.query(
      `INSERT INTO subscribers (email, language, status, "subscribeDate", "confirmedAt", "unsubscribedAt")
       SELECT u.email, u.language, CASE WHEN u.left_at IS NULL THEN 'active' ELSE 'unsubscribed' END, u.joined, u.joined, u.left_at
         FROM unnest($1::varchar[], $2::varchar[], $3::timestamptz[], $4::timestamptz[]) AS u(email, language, joined, left_at)`,
      [emails, langs, joined, left],
    );

    // Weekly issues per language, each sent to that language's subscribers of the time, with clicks and unsubscribes.
    let issueCount = 0;
    // The newest went out over a week ago: 'Send now' on a fresh install still has the last week's articles to send.
    for (let week = 13; week >= 1; week--) {
      const at = new Date(dayOf(week * 7 + 1).getTime() + 7 * 3_600_000);
      for (const language of ['en', 'id']) {
        const picked = articles.filter((a) => a.language === language && new Date(a.publishDate) < at).slice(-3);
        if (!picked.length) continue;
        const [{ id }] = await em.query<{ id: number }[]>(
          `INSERT INTO newsletter_issues (key, language, kind, status, subject, html, text, "articleIds", "periodStart", "periodEnd", "createdAt", "completedAt")
           VALUES ($1, $2, 'weekly', 'sent', $3, '', '', $4, $5, $6, $6, $6) RETURNING id`,
          [`demo:${at.toISOString().slice(0, 10)}:${language}`, language, language === 'id' ? 'Tumbuh mingguan' : 'Tumbuh weekly', picked.map((a) => a.id), new Date(at.getTime() - 7 * 86_400_000), at],
        );
        const sent: { n: number }[] = await em.query(
          `WITH d AS (
             INSERT INTO newsletter_deliveries ("issueId", "subscriberId", email, status, attempts, "sentAt", "lastError")
             SELECT $1, s.id, s.email, CASE WHEN s.id % 37 = 0 THEN 'failed' ELSE 'sent' END, 1, $3, CASE WHEN s.id % 37 = 0 THEN '550 mailbox unavailable' END
               FROM subscribers s WHERE s.language = $2 AND s."subscribeDate" < $3 AND (s."unsubscribedAt" IS NULL OR s."unsubscribedAt" > $3)
             RETURNING status)
           SELECT count(*) FILTER (WHERE status = 'sent')::int AS n FROM d`,
          [id, language, at],
        );
        const delivered = sent[0].n;
        for (const a of picked) {
          const clicks = Math.round(delivered * (0.04 + rnd() * 0.14));
          if (clicks > 0) await em.query(`INSERT INTO newsletter_clicks ("issueId", "articleId", count) VALUES ($1, $2, $3)`, [id, a.id, clicks]);
        }
        const leaving = Math.floor(rnd() * 3);
        for (let i = 0; i < leaving; i++) {
          await em.query(`INSERT INTO newsletter_unsubscribes ("issueId", language, reason, "createdAt") VALUES ($1, $2, $3, $4)`, [
            id,
            language,
            REASONS[Math.floor(rnd() * REASONS.length)],
            new Date(at.getTime() + 86_400_000),
          ]);
        }
        issueCount++;
      }
    }
    log(`Demo content: ${counts.reduce((n, c) => n + c, 0)} reads over ${DAYS} days, ${emails.length} subscribers and ${issueCount} newsletter issues for the Overview`);
  });
}
