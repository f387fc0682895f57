import { emptyArticleValues, fromJakartaLocal, SCHEDULE_IN_FUTURE, toArticleInput, toJakartaLocal, validateArticleForm, type ArticleFormValues } from './articleForm';

const base: ArticleFormValues = { ...emptyArticleValues(), title: 'T', slug: 't', authorId: 1, categoryId: 2, excerpt: 'e', content: '<p>x</p>' };
const now = new Date('2026-11-24T10:00:00Z');

describe('the buttons of the article dialog (issue 16)', () => {
  it('Create Article publishes now (the spec); Update Article keeps the status', () => {
    expect(toArticleInput(base, 'create', now)).toMatchObject({ status: 'published', publishDate: now.toISOString() });
    const edit = toArticleInput({ ...base, status: 'draft' }, 'edit', now);
    expect(edit.status).toBeUndefined();
    expect(edit.publishDate).toBeUndefined();
  });

  it('Save draft and Unpublish make a draft; Publish now publishes now', () => {
    expect(toArticleInput({ ...base, intent: 'draft' }, 'create', now).status).toBe('draft');
    expect(toArticleInput({ ...base, intent: 'unpublish', status: 'published' }, 'edit', now).status).toBe('draft');
    expect(toArticleInput({ ...base, intent: 'publish', status: 'draft' }, 'edit', now)).toMatchObject({ status: 'published', publishDate: now.toISOString() });
  });

  it('Schedule publishes at the chosen Jakarta time, which must be in the future', () => {
    expect(toArticleInput({ ...base, intent: 'schedule', publishAt: '2030-12-01T07:00' }, 'edit', now)).toMatchObject({ status: 'scheduled', publishDate: '2030-12-01T00:00:00.000Z' });
    expect(validateArticleForm({ ...base, intent: 'schedule', publishAt: '2001-01-01T07:00' }).publishAt).toBe(SCHEDULE_IN_FUTURE);
    expect(validateArticleForm({ ...base, intent: 'schedule', publishAt: '' }).publishAt).toBe(SCHEDULE_IN_FUTURE);
    expect(validateArticleForm({ ...base, intent: 'save', publishAt: '' }).publishAt).toBeUndefined();
  });

  it('Jakarta local time round-trips (UTC+7)', () => {
    expect(toJakartaLocal(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25T00:30');
    expect(fromJakartaLocal('2026-11-25T00:30')?.toISOString()).toBe('2026-11-24T17:30:00.000Z');
    expect(fromJakartaLocal('tomorrow')).toBeNull();
  });

  it('sends the SEO texts, blank as none', () => {
    expect(toArticleInput({ ...base, metaTitle: ' Short ', metaDescription: '  ' }, 'create', now)).toMatchObject({ metaTitle: 'Short', metaDescription: null });
  });
});
