/**
 * Feeds and crawl files (issue 14): an RSS feed per language, the sitemap (with hreflang
 * alternates between translations, split into an index past the sitemap protocol's 50,000 URLs)
 * and robots.txt. Only public articles appear (article.visibility.ts); every address is absolute
 * from PUBLIC_URL and built with the shared reader paths.
 */
import { agePath, articlePath, categoryPath, localizedPath, localName, storiesPath, storyPath, tagPath, type LanguageCode } from '@tumbuh/shared';
import { Feed } from 'feed';
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { isPublic } from '../articles/article.visibility';
import { storyIsPublic } from '../stories/story.queries';

export const FEED_SIZE = 20;
/** URLs per sitemap file (the protocol's limit); past it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const LANGUAGES: LanguageCode[] = ['en', 'id'];
const SITE = {
  en: { title: 'Tumbuh', description: 'Articles for parents of babies and toddlers' },
  id: { title: 'Tumbuh', description: 'Artikel untuk orang tua bayi dan balita' },
} as const;
/** The reader pages that exist in both languages, besides articles and taxonomy pages. */
const STATIC_PAGES = ['/', '/blog', '/articles', '/subscribe'];

interface FeedArticle {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  publishDate: Date;
  updatedAt: Date;
  author: string | null;
  category: string;
  /** The category's Indonesian name, if any. */
  categoryNameId: string | null;
  /** The article's age groups in their order (issue 19): each a <category> whose domain is its age page. */
  ageGroups: { name: string; nameId: string | null; slug: string }[];
}

export class FeedService {
  constructor(
    private readonly db: DataSource,
    private readonly publicUrl: string,
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  private abs(path: string): string {
    return new URL(path, this.publicUrl).toString();
  }

  /** Root-relative src and href in article HTML made absolute, so feed readers can load them. */
  private absoluteHtml(html: string): string {
    return html.replace(/\b(src|href)="\/(?!\/)/g, (_m, attr: string) => `${attr}="${this.abs('/')}`);
  }

  /** RSS 2.0 of the newest public articles of a language. */
  async rss(language: LanguageCode): Promise<string> {
    const rows: FeedArticle[] = await this.db.query(
      `SELECT a.id, a.title, a.slug, a.excerpt, a.content, a."imageUrl", a."publishDate", a."updatedAt", au.name AS author, c.name AS category, c."nameId" AS "categoryNameId",
              coalesce((SELECT json_agg(json_build_object('name', g.name, 'nameId', g."nameId", 'slug', g.slug) ORDER BY g."order", g.id)
                        FROM article_age_groups x JOIN age_groups g ON g.id = x."ageGroupId" WHERE x."articleId" = a.id), '[]') AS "ageGroups"
       FROM articles a LEFT JOIN authors au ON au.id = a."authorId" JOIN categories c ON c.id = a."categoryId"
       WHERE a.language = $1 AND ${isPublic('a')} ORDER BY a."publishDate" DESC, a.id DESC LIMIT $2`,
      [language, FEED_SIZE],
    );
    const home = this.abs(localizedPath('/', language));
    const feed = new Feed({
      title: SITE[language].title,
      description: SITE[language].description,
      id: home,
      link: home,
      language,
      copyright: `© ${new Date().getUTCFullYear()} Tumbuh`,
      updated: rows[0] ? new Date(rows[0].publishDate) : undefined,
      feedLinks: { rss: this.abs(localizedPath('/rss.xml', language)) },
      generator: 'Tumbuh',
    });
    for (const a of rows) {
      const link = this.abs(articlePath(a.slug, language));
      feed.addItem({
        title: a.title,
        id: link,
        link,
        description: a.excerpt,
        content: this.absoluteHtml(a.content),
        date: new Date(a.publishDate),
        // RSS 2.0's <author> wants an email address; the author's name goes in Dublin Core's creator.
        extensions: a.author ? [{ name: 'dc:creator', objects: { _text: a.author } }] : undefined,
        category: [
          { name: localName({ name: a.category, nameId: a.categoryNameId }, language) },
          ...a.ageGroups.map((g) => ({ name: localName(g, language), domain: this.abs(agePath(g.slug, language)) })),
        ],
        image: a.imageUrl ? this.abs(a.imageUrl) : undefined,
      });
    }
    return feed.rss2();
  }

  /** Every public page: the home, listing and subscribe pages, taxonomy pages with public articles, and articles. */
  private async sitemapItems(): Promise<SitemapItemLoose[]> {
    const both = (path: (lang: LanguageCode) => string, lastmod?: Date): SitemapItemLoose[] => {
      const links = [...LANGUAGES.map((lang) => ({ lang, url: this.abs(path(lang)) })), { lang: 'x-default', url: this.abs(path('en')) }];
      return LANGUAGES.map((lang) => ({ url: this.abs(path(lang)), links, lastmod: lastmod?.toISOString() }));
    };
    const items: SitemapItemLoose[] = STATIC_PAGES.flatMap((p) => both((lang) => localizedPath(p, lang)));

    const taxonomy: { kind: 'category' | 'tag' | 'age'; slug: string; lastmod: Date }[] = await this.db.query(`
      SELECT 'category' AS kind, c.slug, max(a."updatedAt") AS lastmod FROM categories c JOIN articles a ON a."categoryId" = c.id AND ${isPublic('a')} GROUP BY c.slug
      UNION ALL
      SELECT 'tag', t.slug, max(a."updatedAt") FROM tags t JOIN article_tags x ON x."tagId" = t.id JOIN articles a ON a.id = x."articleId" AND ${isPublic('a')} GROUP BY t.slug
      UNION ALL
      SELECT 'age', g.slug, max(a."updatedAt") FROM age_groups g JOIN article_age_groups x ON x."ageGroupId" = g.id JOIN articles a ON a.id = x."articleId" AND ${isPublic('a')} GROUP BY g.slug
      ORDER BY 1, 2`);
    const pathOf = { category: categoryPath, tag: tagPath, age: agePath };
    for (const t of taxonomy) items.push(...both((lang) => pathOf[t.kind](t.slug, lang), new Date(t.lastmod)));

    const articles: { id: number; slug: string; language: LanguageCode; updatedAt: Date; original: number }[] = await this.db.query(
      `SELECT a.id, a.slug, a.language, a."updatedAt", coalesce(a."parentArticleId", a.id) AS original
       FROM articles a WHERE ${isPublic('a')} ORDER BY a."publishDate" DESC, a.id DESC`,
    );
    const versions = new Map<number, typeof articles>();
    for (const a of articles) versions.set(a.original, [...(versions.get(a.original) ?? []), a]);
    for (const a of articles) {
      const family = versions.get(a.original)!;
      const original = family.find((v) => v.id === a.original) ?? family[0];
      const links =
        family.length > 1
          ? [...[...family].sort((x, y) => x.language.localeCompare(y.language)).map((v) => ({ lang: v.language, url: this.abs(articlePath(v.slug, v.language)) })), { lang: 'x-default', url: this.abs(articlePath(original.slug, original.language)) }]
          : undefined;
      items.push({ url: this.abs(articlePath(a.slug, a.language)), lastmod: new Date(a.updatedAt).toISOString(), links });
    }
    // Community stories (issue 30): the published ones only, each at its language's address; the lists of both languages.
    items.push(...both((lang) => storiesPath(lang)));
    const stories: { slug: string; language: LanguageCode; updatedAt: Date }[] = await this.db.query(
      `SELECT s.slug, s.language, s."updatedAt" FROM stories s WHERE ${storyIsPublic('s')} ORDER BY s."publishAt" DESC, s.id DESC`,
    );
    for (const s of stories) items.push({ url: this.abs(storyPath(s.slug, s.language)), lastmod: new Date(s.updatedAt).toISOString() });
    return items;
  }

  private static async urlset(items: SitemapItemLoose[]): Promise<string> {
    const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } });
    return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
  }

  /** /sitemap.xml: the URL set, or past maxUrls an index of /sitemap-{n}.xml files. */
  async sitemap(): Promise<string> {
    const items = await this.sitemapItems();
    if (items.length <= this.maxUrls) return FeedService.urlset(items);
    const parts = Math.ceil(items.length / this.maxUrls);
    const index = new SitemapIndexStream();
    const urls = Array.from({ length: parts }, (_, i) => ({ url: this.abs(`/sitemap-${i + 1}.xml`) }));
    return (await streamToPromise(Readable.from(urls).pipe(index))).toString();
  }

  /** One part of a split sitemap (1-based); a part that does not exist is a 404. */
  async sitemapPart(part: number): Promise<string> {
    const items = await this.sitemapItems();
    const slice = items.slice((part - 1) * this.maxUrls, part * this.maxUrls);
    if (items.length <= this.maxUrls || !slice.length) throw notFound('Not found');
    return FeedService.urlset(slice);
  }

  robots(): string {
    return ['User-agent: *', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /api/', 'Disallow: /graphql', 'Disallow: /preview/', '', `Sitemap: ${this.abs('/sitemap.xml')}`, ''].join('\n');
  }
}
