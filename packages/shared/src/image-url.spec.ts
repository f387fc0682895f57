import { MESSAGES, validateAgeGroup, validateAuthor, validateImageUrl, validateTool } from './index';

describe('image addresses (author photo, tool logo)', () => {
  it.each([undefined, null, '', '  ', '/uploads/author-1.png', 'https://cdn.example.org/a.png', 'http://x.org/logo.webp'])('accepts %j', (v) =>
    expect(validateImageUrl(v)).toBeUndefined(),
  );
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '/etc/passwd', 'uploads/x.png', '/uploads/a b.png', 42])(
    'refuses %j',
    (v) => expect(validateImageUrl(v)).toBe(MESSAGES.imageUrlInvalid),
  );
  it('limits the length', () => expect(validateImageUrl('https://x.org/' + 'a'.repeat(2048))).toBe('Must be at most 2048 characters'));
  it('is part of the author and tool rules', () => {
    expect(validateAuthor({ name: 'n', bio: 'b', imageUrl: 'javascript:x' })).toEqual({ imageUrl: MESSAGES.imageUrlInvalid });
    expect(validateAuthor({ name: 'n', bio: 'b', imageUrl: null })).toEqual({});
    expect(validateTool({ name: 'n', description: 'd', url: 'https://a.org', logoUrl: 'ftp://a.org/x.png' })).toEqual({ logoUrl: MESSAGES.imageUrlInvalid });
  });
  it('limits an age group description', () => {
    expect(validateAgeGroup({ name: 'n', slug: 's', order: 1, description: 'x'.repeat(5001) })).toEqual({ description: 'Must be at most 5000 characters' });
    expect(validateAgeGroup({ name: 'n', slug: 's', order: 1, description: null })).toEqual({});
  });
});
