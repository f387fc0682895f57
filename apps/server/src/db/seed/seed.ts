/**
 * Demo content: added on the first start of an empty database (unless SEED_DEMO=false) and by
 * `npm run seed`, which only adds what is missing (idempotent: matched by slug or name).
 */
import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ArticleAgeGroup } from '../../modules/articles/article-age-group.entity';
import { ArticleTag } from '../../modules/articles/article-tag.entity';
import { Article } from '../../modules/articles/article.entity';
import { Author } from '../../modules/authors/author.entity';
import { AgeGroup } from '../../modules/taxonomy/age-group.entity';
import { Category } from '../../modules/taxonomy/category.entity';
import { Tag } from '../../modules/taxonomy/tag.entity';
import { Tool } from '../../modules/tools/tool.entity';
import { processImage } from '../../modules/uploads/image-processing';
import { UploadedImage } from '../../modules/uploads/image.entity';
import type { Services } from '../../services';
import { demoAgeGroups, demoArticles, demoAuthors, demoCategories, demoTags, demoTools } from './demo-content';
import { coverPng, logoPng, portraitPng } from './images';
import { seedDemoInsight } from './demo-insight';

/** Seeds only when the database has no content yet. Answers whether it did. */
export async function seedDemoContent(services: Services, log: (line: string) => void): Promise<boolean> {
  const [articles, categories] = await Promise.all([services.db.getRepository(Article).count(), services.db.getRepository(Category).count()]);
  if (articles > 0 || categories > 0) return false;
  await addMissingDemoContent(services, log);
  return true;
}

export async function addMissingDemoContent(services: Services, log: (line: string) => void): Promise<void> {
  const storage = services.storage;
  const written: string[] = [];
  const saveImage = async (em: EntityManager, png: Buffer, uploadType: string, articleId: number | null) => {
    const key = `${uploadType}-${crypto.randomUUID()}.png`;
    // The same processing as an upload: variants, and the link-preview crop for thumbnails.
    const image = await processImage(png, { mime: 'image/png', ext: 'png' }, key, { openGraph: uploadType === 'article-thumbnail' });
    const url = await storage.put(key, image.bytes);
    written.push(key);
    const variants = [];
    for (const v of image.variants) {
      variants.push({ url: await storage.put(v.key, v.bytes), key: v.key, width: v.width, height: v.height, kind: v.kind });
      written.push(v.key);
    }
    await em.getRepository(UploadedImage).insert({ url, filename: key, type: 'image/png', size: image.bytes.length, uploadType, articleId, width: image.width, height: image.height, variants });
    return url;
  };

  log('Demo content: adding categories, tags, age groups, authors, tools and articles');
  try {
    await services.db.transaction(async (em) => {
      const bySlug = async <T extends { slug: string }>(entity: new () => T, rows: Partial<T>[]) => {
        const repo = em.getRepository(entity);
        for (const row of rows) if (!(await repo.exists({ where: { slug: row.slug } as never }))) await repo.insert(row as never);
        return new Map((await repo.find()).map((r) => [r.slug, r]));
      };
      const categories = await bySlug(Category, demoCategories);
      const tags = await bySlug(Tag, demoTags);
      const ageGroups = await bySlug(AgeGroup, demoAgeGroups);

      const authorRepo = em.getRepository(Author);
      const authors = new Map<string, Author>();
      for (const a of demoAuthors) {
        let author = await authorRepo.findOne({ where: { name: a.name } });
        if (!author) {
          const imageUrl = await saveImage(em, portraitPng(a.key, a.hue), 'author', null);
          author = await authorRepo.save(authorRepo.create({ name: a.name, bio: a.bio, imageUrl }));
        }
        authors.set(a.key, author);
      }

      const toolRepo = em.getRepository(Tool);
      for (const t of demoTools) {
        if (await toolRepo.exists({ where: { name: t.name } })) continue;
        const logoUrl = await saveImage(em, logoPng(t.name, t.hue), 'tool', null);
        await toolRepo.insert({ name: t.name, nameId: t.nameId, url: t.url, description: t.description, isActive: t.isActive, logoUrl });
      }

      const articleRepo = em.getRepository(Article);
      const byKey = new Map<string, Article>();
      // Originals first, so translations can point at them.
      const ordered = [...demoArticles].sort((a, b) => Number(!!a.translationOf) - Number(!!b.translationOf));
      let added = 0;
      for (const d of ordered) {
        let article = await articleRepo.findOne({ where: { slug: d.slug } });
        if (!article) {
          const parent = d.translationOf ? byKey.get(d.translationOf) : undefined;
          article = await articleRepo.save(
            articleRepo.create({
              title: d.title,
              slug: d.slug,
              content: d.content,
              excerpt: d.excerpt,
              authorId: authors.get(d.author)!.id,
              categoryId: categories.get(d.category)!.id,
              readTime: d.readTime,
              isFeatured: d.isFeatured,
              isEditorsPick: d.isEditorsPick,
              publishDate: new Date(Date.now() - d.daysAgo * 86_400_000 - 3_600_000),
              language: d.language,
              parentArticleId: parent?.id ?? null,
            }),
          );
          article.imageUrl = await saveImage(em, coverPng(d.slug, d.hue), 'article-thumbnail', article.id);
          await articleRepo.update(article.id, { imageUrl: article.imageUrl });
          if (d.tags.length) await em.getRepository(ArticleTag).insert(d.tags.map((t) => ({ articleId: article!.id, tagId: tags.get(t)!.id })));
          if (d.ageGroups.length)
            await em.getRepository(ArticleAgeGroup).insert(d.ageGroups.map((g) => ({ articleId: article!.id, ageGroupId: ageGroups.get(g)!.id })));
          added++;
        }
        byKey.set(d.key, article);
      }
      log(`Demo content: ${added} article(s) added (${demoArticles.length} in the demo set)`);
    });
  } catch (err) {
    // The transaction rolled back: take away the files it wrote too.
    await Promise.all(written.map((k) => storage.remove(k).catch(() => undefined)));
    throw err;
  }
  // Reads, subscribers and newsletter results for the admin Overview (issue 31), once.
  await seedDemoInsight(services.db, log);
}
