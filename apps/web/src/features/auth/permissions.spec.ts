import { asRole, can, canEditArticle, PERMISSIONS } from './permissions';

it('grants each role what the server grants: admins all, editors content, writers their drafts', () => {
  for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) expect(can('ADMIN', permission)).toBe(true);
  expect(can('EDITOR', 'PUBLISH_ARTICLES')).toBe(true);
  expect(can('EDITOR', 'VIEW_ACTIVITY')).toBe(true);
  expect(can('EDITOR', 'MANAGE_PEOPLE')).toBe(false);
  expect(can('EDITOR', 'MANAGE_SUBSCRIBERS')).toBe(false);
  expect(can('EDITOR', 'MANAGE_NEWSLETTER')).toBe(false);
  expect(can('WRITER', 'USE_ADMIN')).toBe(true);
  expect(can('WRITER', 'WRITE_ARTICLES')).toBe(true);
  expect(can('WRITER', 'PUBLISH_ARTICLES')).toBe(false);
  expect(can('WRITER', 'MANAGE_CONTENT')).toBe(false);
  expect(can('WRITER', 'VIEW_ACTIVITY')).toBe(false);
});

it('grants nothing without a role, and reads only known roles', () => {
  expect(can(null, 'USE_ADMIN')).toBe(false);
  expect(can(undefined, 'WRITE_ARTICLES')).toBe(false);
  expect(asRole('EDITOR')).toBe('EDITOR');
  expect(asRole('editor')).toBeNull();
  expect(asRole('OWNER')).toBeNull();
  expect(asRole(undefined)).toBeNull();
});

it('lets a writer edit only their own draft or one in review; editors any', () => {
  const writer = { id: 7, role: 'WRITER' as const };
  expect(canEditArticle(writer, { createdById: 7, status: 'draft' })).toBe(true);
  expect(canEditArticle(writer, { createdById: 7, status: 'review' })).toBe(true);
  expect(canEditArticle(writer, { createdById: 7, status: 'published' })).toBe(false);
  expect(canEditArticle(writer, { createdById: 8, status: 'draft' })).toBe(false);
  expect(canEditArticle(writer, { createdById: null, status: 'draft' })).toBe(false);
  expect(canEditArticle({ id: 1, role: 'EDITOR' }, { createdById: 8, status: 'published' })).toBe(true);
  expect(canEditArticle(null, { createdById: 7, status: 'draft' })).toBe(false);
});
