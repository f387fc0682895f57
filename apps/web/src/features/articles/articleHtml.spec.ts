import { decorateArticleHtml } from './articleHtml';

const origin = 'https://tumbuh.example';

function parse(html: string) {
  const div = document.createElement('div');
  div.innerHTML = decorateArticleHtml(html, '(opens in a new tab)', origin);
  return div;
}

describe('article HTML', () => {
  it('opens every link in a new tab with noopener noreferrer and a domain badge', () => {
    const div = parse('<p>See <a href="https://www.who.int/health-topics/breastfeeding">WHO</a> and <a href="/article/x">ours</a>.</p>');
    const [who, ours] = Array.from(div.querySelectorAll('a'));
    expect(who.getAttribute('target')).toBe('_blank');
    expect(who.getAttribute('rel')).toBe('noopener noreferrer');
    expect(who.querySelector('.link-domain')?.textContent).toBe('who.int');
    expect(who.textContent).toContain('(opens in a new tab)');
    expect(ours.querySelector('.link-domain')?.textContent).toBe('tumbuh.example');
    expect(ours.getAttribute('target')).toBe('_blank');
  });

  it('leaves in-page anchors alone and gives mail links no badge', () => {
    const div = parse('<a href="#top">top</a> <a href="mailto:hi@example.com">mail</a>');
    const [top, mail] = Array.from(div.querySelectorAll('a'));
    expect(top.hasAttribute('target')).toBe(false);
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail.querySelector('.link-domain')).toBeNull();
  });

  it('loads images lazily with an alt attribute and keeps one h1 on the page', () => {
    const div = parse('<h1 id="a">Big</h1><img src="/uploads/a.jpg"><img src="/uploads/b.jpg" alt="Baby">');
    expect(div.querySelector('h1')).toBeNull();
    expect(div.querySelector('h2#a')?.textContent).toBe('Big');
    const [a, b] = Array.from(div.querySelectorAll('img'));
    expect(a.getAttribute('loading')).toBe('lazy');
    expect(a.getAttribute('alt')).toBe('');
    expect(b.getAttribute('alt')).toBe('Baby');
  });
});
