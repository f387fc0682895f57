/** The article HTML sanitiser against a corpus of known XSS vectors (issue 9, promise 2). */
import { sanitizeArticleHtml } from './article.sanitize';

// From the OWASP XSS filter evasion cheat sheet and common payload lists.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="behavior: url(xss.htc)">x</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)"></video>',
  '<a href="#" onclick="alert(1)">x</a>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

const DANGER = /<script|<style|<link|<meta|<object|<embed|<form|<input|<base|<svg|<math|<noscript|\son\w+\s*=|javascript:|vbscript:|data:|style=|srcdoc|evil\.example/i;

it.each(VECTORS)('neutralises %s', (vector) => {
  const out = sanitizeArticleHtml(`<p>before</p>${vector}<p>after</p>`);
  expect(out).not.toMatch(DANGER);
  expect(out).toContain('<p>before</p>');
});

it('keeps ordinary formatting, links, images, lists, headings, tables and blockquotes', () => {
  const html =
    '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://who.int/x" title="WHO">link</a></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
    '<blockquote>quote</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
    '<img src="/uploads/article-content-1.png" alt="Article image" class="rounded-lg">' +
    '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="video"></iframe>';
  expect(sanitizeArticleHtml(html)).toBe(html.replace('class="rounded-lg">', 'class="rounded-lg" />'));
});
