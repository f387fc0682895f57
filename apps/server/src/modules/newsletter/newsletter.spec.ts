/** Unit tests of the newsletter's pure parts: tokens, rendering, configuration. */
import { ConfigError, cronProblem, loadConfig } from '../../config/env';
import { absoluteUrl, CLEAR_AGE_PLACEHOLDER, personalize, renderDigest, UNSUBSCRIBE_PLACEHOLDER, type DigestContent } from './newsletter.render';
import { hashConfirmToken, newConfirmToken, NewsletterTokens, parseIdToken } from './newsletter.tokens';
import { describeMailError, isPermanentMailError } from './mail.transport';

describe('unsubscribe tokens', () => {
  const tokens = new NewsletterTokens('a-session-secret-of-some-length');

  it('round-trips the subscriber id and refuses any change', () => {
    const token = tokens.unsubscribeToken(1234);
    expect(token).toMatch(/^ya\.[\w-]{22}$/);
    expect(tokens.verifyUnsubscribeToken(token)).toBe(1234);
    const [id, mac] = token.split('.');
    for (const bad of [`${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, `yb.${mac}`, `0${id}.${mac}`, `${id}.${mac}x`, `${id}`, '', null, 42, [token], `${token} `]) {
      expect(tokens.verifyUnsubscribeToken(bad)).toBeUndefined();
    }
  });

  it('depends on the secret', () => {
    expect(new NewsletterTokens('another-secret-entirely-123').verifyUnsubscribeToken(tokens.unsubscribeToken(7))).toBeUndefined();
  });

  it('confirmation tokens: random, carry the id, stored as a SHA-256 hash', () => {
    const a = newConfirmToken(42);
    const b = newConfirmToken(42);
    expect(a.token).not.toBe(b.token);
    expect(parseIdToken(a.token)?.id).toBe(42);
    expect(a.hash).toBe(hashConfirmToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(parseIdToken('zzzzzzzz.x')).toBeUndefined(); // id out of range
  });
});

describe('digest rendering', () => {
  const content: DigestContent = {
    language: 'en',
    date: new Date('2026-11-23T00:00:00Z'),
    articles: [
      { id: 1, title: 'Naps <b>& more</b>', excerpt: 'Short "sleeps".', slug: 'naps', imageUrl: '/uploads/a.png', readTime: 4, publishDate: new Date() },
      { id: 2, title: 'Evil', excerpt: 'x', slug: 'evil', imageUrl: 'javascript:alert(1)', readTime: 1, publishDate: new Date() },
    ],
    picks: [],
    tools: [
      { id: 1, name: 'Good', description: 'ok', url: 'https://good.example.org', logoUrl: null },
      { id: 2, name: 'Bad', description: 'no', url: 'javascript:alert(1)', logoUrl: null },
    ],
  };
  const ctx = { publicUrl: 'https://tumbuh.example', timezone: 'Asia/Jakarta' };

  it('escapes text, makes links absolute and drops non-http(s) URLs', () => {
    const { subject, html, text } = renderDigest(content, ctx);
    expect(subject).toBe('Tumbuh weekly: Naps <b>& more</b> and 1 more');
    expect(html).toContain('Naps &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(html).toContain('Short &quot;sleeps&quot;.');
    expect(html).toContain('src="https://tumbuh.example/uploads/a.png"');
    expect(html).toContain('href="https://tumbuh.example/article/naps"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('>Bad<');
    expect(html).toContain('November 23, 2026');
    expect(text).toContain('https://tumbuh.example/article/evil');
    expect(html).toContain(UNSUBSCRIBE_PLACEHOLDER);
    const mine = personalize({ html, text }, 'https://tumbuh.example/unsubscribe?token=1.abc&x');
    expect(mine.html).toContain('href="https://tumbuh.example/unsubscribe?token=1.abc&amp;x"');
    expect(mine.text).toContain('Unsubscribe: https://tumbuh.example/unsubscribe?token=1.abc&x');
    expect(mine.html).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
  });

  it('dates in Indonesian for the id issue', () => {
    const { html, subject } = renderDigest({ ...content, language: 'id', articles: content.articles.slice(0, 1) }, ctx);
    expect(subject).toBe('Tumbuh mingguan: Naps <b>& more</b>');
    expect(html).toContain('23 November 2026');
    expect(html).toContain('Berhenti berlangganan');
  });

  it("an age version (issue 19): that age's articles first under a heading naming it, the rest 'also new', and a link that forgets the month", () => {
    const { html, text } = renderDigest({ ...content, forAge: { name: '6-12 months', count: 1 } }, ctx);
    expect(html).toContain('For your child&#39;s age: 6-12 months');
    const body = html.slice(html.indexOf('<body'));
    expect(body.indexOf('For your child')).toBeLessThan(body.indexOf('Naps'));
    expect(body.indexOf('Naps')).toBeLessThan(body.indexOf('Also new this week'));
    expect(body.indexOf('Also new this week')).toBeLessThan(body.indexOf('>Evil<'));
    expect(html).toContain(CLEAR_AGE_PLACEHOLDER);
    const mine = personalize({ html, text }, 'https://tumbuh.example/unsubscribe?token=1.a', 'https://tumbuh.example/newsletter/child-age?token=1.b&x');
    expect(mine.html).toContain('href="https://tumbuh.example/newsletter/child-age?token=1.b&amp;x"');
    expect(mine.text).toContain("Forget my child's birth month: https://tumbuh.example/newsletter/child-age?token=1.b&x");
    // Without an age, no age heading and no such link.
    const plain = renderDigest(content, ctx);
    expect(plain.html).not.toContain(CLEAR_AGE_PLACEHOLDER);
    expect(plain.text).not.toContain('Also new');
    // In Indonesian, Indonesian addresses and words.
    const id = renderDigest({ ...content, language: 'id', forAge: { name: '6-12 bulan', count: 1 } }, ctx);
    expect(id.text).toContain('UNTUK USIA SI KECIL: 6-12 BULAN');
    expect(id.html).toContain('href="https://tumbuh.example/id/article/naps"');
    expect(id.html).toContain('Hapus bulan lahir anak saya');
  });

  it('absoluteUrl', () => {
    expect(absoluteUrl('https://t.example', '/a b.png')).toBe('https://t.example/a%20b.png');
    expect(absoluteUrl('https://t.example', 'http://cdn.example/x')).toBe('http://cdn.example/x');
    expect(absoluteUrl('https://t.example', 'data:image/png;base64,xx')).toBeUndefined();
    expect(absoluteUrl('https://t.example', null)).toBeUndefined();
  });
});

describe('mail errors', () => {
  it('5xx is permanent, 4xx and connection errors are temporary', () => {
    expect(isPermanentMailError({ responseCode: 550 })).toBe(true);
    expect(isPermanentMailError({ responseCode: 503 })).toBe(false);
    expect(isPermanentMailError({ responseCode: 451 })).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false);
    expect(describeMailError({ code: 'EENVELOPE', response: '550 5.1.1\n No such user' })).toBe('EENVELOPE: 550 5.1.1 No such user');
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'https://tumbuh.example' };

  it('defaults', () => {
    expect(loadConfig(base).newsletter).toEqual({
      smtpUrl: undefined,
      mailFrom: 'Tumbuh <newsletter@tumbuh.example>',
      doubleOptIn: false,
      schedule: '0 7 * * 1',
      timezone: 'Asia/Jakarta',
      worker: true,
    });
  });

  it('reads and validates every variable', () => {
    const c = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: '"Tumbuh News" <news@tumbuh.example>',
      NEWSLETTER_DOUBLE_OPT_IN: 'true',
      NEWSLETTER_SCHEDULE: '30 6 * * MON-FRI',
      NEWSLETTER_TIMEZONE: 'Europe/Paris',
      NEWSLETTER_WORKER: 'false',
    }).newsletter;
    expect(c).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: '"Tumbuh News" <news@tumbuh.example>',
      doubleOptIn: true,
      schedule: '30 6 * * MON-FRI',
      timezone: 'Europe/Paris',
      worker: false,
    });
    const bad: [string, string, RegExp][] = [
      ['SMTP_URL', 'http://mail.example.org', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
      ['SMTP_URL', 'not a url', /SMTP_URL is not a valid URL/],
      ['MAIL_FROM', 'Tumbuh', /MAIL_FROM must be an address/],
      ['NEWSLETTER_DOUBLE_OPT_IN', 'maybe', /NEWSLETTER_DOUBLE_OPT_IN must be true or false/],
      ['NEWSLETTER_WORKER', 'sometimes', /NEWSLETTER_WORKER must be true or false/],
      ['NEWSLETTER_SCHEDULE', '0 7 * *', /NEWSLETTER_SCHEDULE needs five fields/],
      ['NEWSLETTER_SCHEDULE', '61 7 * * 1', /bad minute field/],
      ['NEWSLETTER_TIMEZONE', 'Mars/Olympus', /NEWSLETTER_TIMEZONE must be an IANA time zone/],
    ];
    for (const [name, value, message] of bad) {
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
    }
    // A password in SMTP_URL never appears in an error.
    expect(() => loadConfig({ ...base, SMTP_URL: 'ftp://u:secret@x' })).not.toThrow(/secret/);
  });

  it.each([
    ['0 7 * * 1', true],
    ['*/15 * * * *', true],
    ['0 0 1,15 * *', true],
    ['0 9 * JAN-MAR sun', true],
    ['0 7 * * 7', true],
    ['0 24 * * *', false],
    ['0 7 * * 1-0', false],
    ['0 7 * * 1/0', false],
    ['@weekly', false],
    ['0 7 * * 1 2026', false],
  ])('cron %j valid: %s', (expression, valid) => {
    expect(cronProblem(expression) === undefined).toBe(valid);
  });
});
