import { Editor } from '@tiptap/core';
// The server's own sanitizer: the editor must write only what it keeps.
import { sanitizeArticleHtml } from '../../../../../server/src/modules/articles/article.sanitize';
import { editorExtensions, isAllowedHref } from './extensions';
import { htmlToText, lostTags, sameHtml } from './htmlFidelity';

/** The same markup as the browser serialises it (the sanitizer writes void tags as <hr />). */
function normal(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function roundTrip(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
}

const EVERYTHING = [
  '<h2>Sleep</h2><h3>Naps</h3><p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>gone</s> <code>x</code>',
  ' <a href="https://example.org/a">link</a> <a href="/article/naps">inside</a> <a href="mailto:a@b.c">mail</a></p>',
  '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
  '<blockquote><p>quoted</p></blockquote><pre><code>code block</code></pre><hr>',
  '<img src="/uploads/a.webp" alt="Article image">',
  '<table><tbody><tr><th colspan="1" rowspan="1"><p>Age</p></th><th><p>Hours</p></th></tr><tr><td><p>0-3</p></td><td style="text-align: right"><p>16</p></td></tr></tbody></table>',
].join('');

describe('the editor writes the sanitizer subset (issue 16)', () => {
  it('headings, marks, links, lists, quotes, code, rules, images and tables come out unchanged by the sanitizer', () => {
    const html = roundTrip(EVERYTHING);
    expect(html).toContain('<table>');
    expect(html).toContain('<img');
    expect(html).toContain('<ol start="3">');
    expect(normal(sanitizeArticleHtml(html))).toBe(html);
    // And a second pass through the editor is stable (no drift on every save).
    expect(roundTrip(html)).toBe(html);
  });

  it('drops what the sanitizer would drop: scripts, handlers, javascript: links, styles', () => {
    const html = roundTrip('<p onclick="x()" style="color:red">Hi <a href="javascript:alert(1)">bad</a></p><script>alert(1)</script>');
    expect(html).not.toMatch(/onclick|style=|javascript:|<script/);
    expect(normal(sanitizeArticleHtml(html))).toBe(html);
  });

  it('only offers link schemes the server keeps', () => {
    expect(isAllowedHref('https://a.b')).toBe(true);
    expect(isAllowedHref('/article/x')).toBe(true);
    expect(isAllowedHref('tel:+62')).toBe(true);
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedHref('data:text/html,x')).toBe(false);
    expect(isAllowedHref('//evil.example')).toBe(false);
  });
});

describe('html fidelity helpers', () => {
  it('names what the visual editor would lose (so such articles open in HTML source)', () => {
    const original = '<p>Watch:</p><figure><iframe src="https://www.youtube.com/embed/x"></iframe><figcaption>A video</figcaption></figure><p><b>bold</b></p>';
    expect(lostTags(original, roundTrip(original))).toEqual(['figure', 'iframe', 'figcaption']);
    expect(lostTags(EVERYTHING, roundTrip(EVERYTHING))).toEqual([]);
  });

  it('turns HTML into lines of text for the revision diff', () => {
    expect(htmlToText('<h2>Title</h2><p>One  <strong>two</strong></p><ul><li>a</li><li>b</li></ul><img src="/u.webp" alt="Baby">')).toBe('Title\nOne two\na\nb\n[image: Baby]');
  });
});

describe('sameHtml', () => {
  it('treats the server’s <img /> and the editor’s <img> as the same markup, and text changes as changes', () => {
    expect(sameHtml('<p>a</p><hr /><img src="/u.webp" alt="x" />', '<p>a</p><hr><img src="/u.webp" alt="x">')).toBe(true);
    expect(sameHtml('<p>a</p>', '<p>b</p>')).toBe(false);
  });
});
