import { checkImageFile, formatFileSize, MESSAGES } from '@tumbuh/shared';
import { shortenUrl } from '../tools/ToolsTab';
import { imageHtml } from './clipboard';

describe('formatFileSize (image manager details)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024 - 1, '1024.00 KB'],
    [1024 * 1024, '1.00 MB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [2_621_440, '2.50 MB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('client-side image checks', () => {
  it('refuses files over 5 MB and types other than the four', () => {
    expect(checkImageFile({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toEqual({ title: MESSAGES.fileTooLarge, description: MESSAGES.fileTooLargeDescription });
    expect(checkImageFile({ size: 100, type: 'image/svg+xml' })).toEqual({ title: MESSAGES.fileTypeInvalid, description: MESSAGES.fileTypeInvalidDescription });
    expect(checkImageFile({ size: 100, type: 'image/webp' })).toBeUndefined();
  });
});

describe('Copy HTML snippet', () => {
  it('is an img tag with alt "Article image" and styling classes', () => {
    expect(imageHtml('/uploads/article-content-1.png')).toBe('<img src="/uploads/article-content-1.png" alt="Article image" class="article-image rounded-lg w-full" />');
    expect(imageHtml('/uploads/a"b.png')).toContain('src="/uploads/a&quot;b.png"');
  });
});

describe('tool URL in the table', () => {
  it('is cut to 30 characters', () => {
    expect(shortenUrl('https://example.com')).toBe('https://example.com');
    expect(shortenUrl('https://www.example.com/a/very/long/path')).toBe('https://www.example.com/a/very...');
  });
});
