/** The admin's read of the newsletter's history: issues with their delivery counts, one issue with its deliveries. */
import { notFound } from '../../errors';
import type { NewsletterCore } from './newsletter.core';
import { NewsletterIssue } from './newsletter-issue.entity';
import { personalize } from './newsletter.render';
import { sql } from './newsletter.sql';
import type { NewsletterDelivery, NewsletterIssueDetails, NewsletterIssueSummary } from './newsletter.types';

function summaryQuery(where: string) {
  return `SELECT i.id, i.language, i.kind, i.status, i.subject, cardinality(i."articleIds") AS "articleCount",
                 i."periodStart", i."periodEnd", i."createdAt", i."completedAt",
                 count(d.id)::int AS total,
                 (count(*) FILTER (WHERE d.status = 'sent'))::int AS sent,
                 (count(*) FILTER (WHERE d.status = 'failed'))::int AS failed,
                 (count(*) FILTER (WHERE d.status IN ('pending', 'sending')))::int AS pending,
                 (count(*) FILTER (WHERE d.status = 'skipped'))::int AS skipped
            FROM newsletter_issues i LEFT JOIN newsletter_deliveries d ON d."issueId" = i.id
           ${where}
           GROUP BY i.id`;
}

export class NewsletterAdminQueries {
  constructor(private readonly core: NewsletterCore) {}

  /** Issues newest first, with delivery counts. */
  async issues(limit = 50, offset = 0): Promise<NewsletterIssueSummary[]> {
    const take = Math.max(1, Math.min(200, Math.trunc(limit) || 50));
    const skip = Math.max(0, Math.trunc(offset) || 0);
    return sql<NewsletterIssueSummary>(this.core.db, `${summaryQuery('')} ORDER BY i."createdAt" DESC, i.id DESC LIMIT $1 OFFSET $2`, [take, skip]);
  }

  async summary(id: number): Promise<NewsletterIssueSummary> {
    const [row] = await sql<NewsletterIssueSummary>(this.core.db, summaryQuery('WHERE i.id = $1'), [id]);
    if (!row) throw notFound('Newsletter issue not found');
    return row;
  }

  async issue(id: number): Promise<NewsletterIssueDetails> {
    const summary = await this.summary(id);
    const issue = await this.core.db.getRepository(NewsletterIssue).findOneByOrFail({ id });
    const deliveries = await sql<NewsletterDelivery>(
      this.core.db,
      `SELECT id, "subscriberId", email, status, attempts, "lastError", "sentAt", "nextAttemptAt" FROM newsletter_deliveries WHERE "issueId" = $1 ORDER BY id LIMIT 5000`,
      [id],
    );
    return { ...summary, ...personalize(issue, this.core.unsubscribeUrl(null)), articleIds: issue.articleIds, deliveries };
  }
}
