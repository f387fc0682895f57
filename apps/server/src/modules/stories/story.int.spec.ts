/**
 * Issue 30, community stories: submission (bad input, honeypot, duplicates, limits, photo), the
 * confirmation link, moderation and its emails, the takedown link, public reads and what stays
 * invisible (lists, pages, feeds, sitemap), and who may moderate.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startSecondServer, startTestServer, type HttpClient, type TestServer } from '../../test/harness';
import { linkIn, readOutbox } from '../../test/newsletter.test-kit';

const PUBLIC_URL = 'https://tumbuh.example';
let server: TestServer;
let admin: HttpClient;

const BODY = 'The first night we tried sleep training, our daughter cried for forty minutes. '.repeat(4);
const story = (over: Record<string, unknown> = {}) => ({
  title: 'Our first night of sleep training',
  body: BODY,
  displayName: 'Rina',
  email: 'rina@example.com',
  language: 'en',
  consent: true,
  ...over,
});
const count = async () => Number((await server.database.dataSource.query(`SELECT count(*)::int AS n FROM stories`))[0].n);
const rowOf = async (email: string) => (await server.database.dataSource.query(`SELECT * FROM stories WHERE email = $1 ORDER BY id DESC`, [email]))[0];
const local = (link: string) => link.slice(PUBLIC_URL.length);
const mailsTo = async (to: string) => (await readOutbox(server.dataDir)).filter((m) => (m.to && 'text' in m.to ? m.to.text : '').includes(to));

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, STORIES_PER_HOUR: '1000' });
  admin = await server.asAdmin();
});
afterAll(async () => {
  await server?.close();
});

/** Submits, confirms by the emailed link, answers the story's id. */
async function submitAndConfirm(over: Record<string, unknown> = {}): Promise<number> {
  const data = story(over);
  const res = await server.client().post('/api/stories', data);
  expect(res.status).toBe(201);
  const mails = await mailsTo(data.email);
  const link = local(linkIn(mails[mails.length - 1].html as string, `${PUBLIC_URL}/stories/confirm?token=`));
  expect((await server.client().request('POST', link)).status).toBe(200);
  return (await rowOf(data.email)).id;
}

describe('submission', () => {
  it('stores a pending story, mails a confirmation link; GET asks, POST confirms once (WAITING); a reused or forged link changes nothing', async () => {
    const res = await server.client().post('/api/stories', story({ email: 'Confirm.Me@Example.com' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/check your email/i);
    const row = await rowOf('confirm.me@example.com');
    expect(row).toMatchObject({ state: 'PENDING_CONFIRMATION', language: 'en', displayName: 'Rina' });
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await mailsTo('confirm.me@example.com');
    expect(mail.subject).toBe('Please confirm your story for Tumbuh');
    const link = local(linkIn(mail.html as string, `${PUBLIC_URL}/stories/confirm?token=`));
    expect(mail.html).not.toContain(row.confirmTokenHash);

    const ask = await server.client().get(link);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('Our first night of sleep training');
    expect((await rowOf('confirm.me@example.com')).state).toBe('PENDING_CONFIRMATION');

    const done = await server.client().request('POST', link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('with our editors');
    const after = await rowOf('confirm.me@example.com');
    expect(after.state).toBe('WAITING');
    expect(after.confirmedAt).not.toBeNull();
    expect(after.confirmTokenHash).toBeNull();

    const reused = await server.client().request('POST', link);
    expect(reused.status).toBe(400);
    expect(reused.text).toContain('This link does not work');
    const forged = await server.client().get(`/stories/confirm?token=${link.split('token=')[1].slice(0, -3)}abc`);
    expect(forged.status).toBe(400);
    expect((await server.client().get('/stories/confirm?token=<script>')).status).toBe(400);
    expect((await rowOf('confirm.me@example.com')).state).toBe('WAITING');
  });

  it('an expired confirmation link answers 410 and changes nothing', async () => {
    await server.client().post('/api/stories', story({ email: 'late@example.com' }));
    const [mail] = await mailsTo('late@example.com');
    const link = local(linkIn(mail.html as string, `${PUBLIC_URL}/stories/confirm?token=`));
    await server.database.dataSource.query(`UPDATE stories SET "confirmSentAt" = now() - interval '49 hours' WHERE email = 'late@example.com'`);
    expect((await server.client().get(link)).status).toBe(410);
    const res = await server.client().request('POST', link);
    expect(res.status).toBe(410);
    expect(res.text).toContain('expired');
    expect((await rowOf('late@example.com')).state).toBe('PENDING_CONFIRMATION');
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['missing consent', { consent: false }, 'consent', /tick the box/],
    ['a story under 200 characters', { body: 'Too short.' }, 'body', /at least 200/],
    ['a story over 5,000 characters', { body: 'a'.repeat(5001) }, 'body', /at most 5,000/],
    ['a bad email', { email: 'not-an-email' }, 'email', /valid email/],
    ['no title', { title: '  ' }, 'title', /title/],
    ['HTML in the title', { title: 'Hello <b>world</b>' }, 'title', /without HTML/],
    ['a script in the story', { body: `${BODY}<script>alert(1)</script>` }, 'body', /without HTML/],
    ['HTML in the name', { displayName: '<img src=x onerror=alert(1)>' }, 'displayName', /without HTML/],
    ['an unknown age group', { ageGroup: 'no-such-age' }, 'ageGroup', /listed ages/],
    ['an unknown language', { language: 'fr' }, 'language', /English or Indonesian/],
    ['a number as title', { title: 42 }, 'title', /.+/],
    ['a NUL character', { title: 'Night\u0000' }, 'title', /cannot be saved/],
  ];
  it.each(bad)('%s: 400 with the field message, nothing stored', async (_what, over, field, message) => {
    const before = await count();
    const res = await server.client().post('/api/stories', story({ email: 'bad@example.com', ...over }));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('messages come in Indonesian for an Indonesian story', async () => {
    const res = await server.client().post('/api/stories', story({ language: 'id', consent: false }));
    expect(res.status).toBe(400);
    expect(res.body.errors.consent).toBe('Centang kotak ini agar Tumbuh boleh menyunting dan menerbitkan cerita Anda.');
  });

  it('a body that is not an object, or a broken multipart form, is a 400', async () => {
    expect((await server.client().request('POST', '/api/stories', { body: '[1]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await server.client().request('POST', '/api/stories', { body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const broken = await server.client().request('POST', '/api/stories', { body: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(broken.status).toBe(400);
  });

  it('a filled honeypot answers the same 201 and stores nothing', async () => {
    const before = await count();
    const res = await server.client().post('/api/stories', story({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
    expect(await mailsTo('bot@example.com')).toHaveLength(0);
  });

  it('the same story from the same email is stored once (a pending one gets a fresh link)', async () => {
    const data = story({ email: 'twice@example.com', title: 'Twice told' });
    expect((await server.client().post('/api/stories', data)).status).toBe(201);
    expect((await server.client().post('/api/stories', { ...data, body: `  ${BODY.toUpperCase()}  ` })).status).toBe(201);
    expect(Number((await server.database.dataSource.query(`SELECT count(*)::int AS n FROM stories WHERE email = 'twice@example.com'`))[0].n)).toBe(1);
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
  });

  it('a photo in a multipart form is processed (variants, metadata gone); a file that is not an image is a 400', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a9' } }).png().toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries(story({ email: 'photo@example.com', consent: 'on' }))) form.append(k, String(v));
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'baby.png');
    const res = await server.client().request('POST', '/api/stories', { body: form });
    expect(res.status).toBe(201);
    const row = await rowOf('photo@example.com');
    expect(row.photoUrl).toMatch(/^\/uploads\/story-/);
    expect(row.photo.variants.map((v: { kind: string }) => v.kind)).toContain('og');
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', row.photoUrl.split('/').pop()))).toBe(true);

    const before = await count();
    const textFile = new FormData();
    for (const [k, v] of Object.entries(story({ email: 'photo2@example.com', consent: 'on' }))) textFile.append(k, String(v));
    textFile.append('photo', new Blob(['hello'], { type: 'image/png' }), 'x.png');
    const refused = await server.client().request('POST', '/api/stories', { body: textFile });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.photo).toMatch(/JPEG, PNG, GIF or WebP/);
    expect(await count()).toBe(before);
  });

  it('limits stories per email (3 a day): the fourth is a 429 with a message', async () => {
    for (let i = 0; i < 3; i++) expect((await server.client().post('/api/stories', story({ email: 'busy@example.com', title: `Story number ${i}` }))).status).toBe(201);
    const res = await server.client().post('/api/stories', story({ email: 'busy@example.com', title: 'Story number 4' }));
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many stories/);
    const keys = await server.database.dataSource.query(`SELECT key FROM rate_limits WHERE key LIKE 'story-%'`);
    expect(JSON.stringify(keys)).not.toMatch(/busy@example|127\.0\.0\.1/);
  });
});

describe('the form without JavaScript', () => {
  it('POST /stories/new answers a thank-you page, or the form again with the field messages and what was typed', async () => {
    const ok = new URLSearchParams({ ...story({ email: 'form@example.com' }), consent: 'on' });
    const res = await server.client().request('POST', '/stories/new', { body: ok, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Check your email');

    const bad = new FormData();
    bad.append('title', 'A <i>title</i>');
    bad.append('body', 'short');
    bad.append('email', 'me@example.com');
    bad.append('language', 'id');
    const again = await server.client().request('POST', '/id/stories/new', { body: bad });
    expect(again.status).toBe(400);
    expect(again.text).toContain('Tulis teks biasa, tanpa tag HTML.');
    expect(again.text).toContain('Cerita Anda perlu minimal 200 karakter');
    expect(again.text).toContain('value="me@example.com"');
    expect(again.text).toContain('A &lt;i&gt;title&lt;/i&gt;');
    expect(again.text).not.toContain('<i>title</i>');
  });
});

describe('moderation', () => {
  it('lists by state, edits, approves (mail with link and takedown link), and the story is public; the takedown link removes it once', async () => {
    const id = await submitAndConfirm({ email: 'mod@example.com', title: 'Fever at midnight', body: `Line one of my story.\n\n${BODY}` });
    const waiting = await admin.get('/api/admin/stories?state=WAITING');
    expect(waiting.status).toBe(200);
    expect(waiting.body.items.map((s: { id: number }) => s.id)).toContain(id);
    expect(waiting.body.items.find((s: { id: number }) => s.id === id).email).toBe('mod@example.com');

    const edited = await admin.patch(`/api/admin/stories/${id}`, { title: 'A fever at midnight' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('A fever at midnight');
    expect((await admin.patch(`/api/admin/stories/${id}`, { body: 'short' })).status).toBe(400);

    const approved = await admin.post(`/api/admin/stories/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('APPROVED');
    const mail = (await mailsTo('mod@example.com')).find((m) => m.subject === 'Your story is on Tumbuh')!;
    expect(mail.html).toContain(`${PUBLIC_URL}/stories/${approved.body.slug}`);
    const takedown = local(linkIn(mail.html as string, `${PUBLIC_URL}/stories/takedown?token=`));

    const list = await server.client().get('/api/stories?language=en');
    const item = list.body.items.find((s: { id: number }) => s.id === id);
    expect(item).toMatchObject({ title: 'A fever at midnight', displayName: 'Rina' });
    expect(item.email).toBeUndefined();
    expect(item.body).toContain('Line one of my story.\n\n');
    const gql = await server.client().gql(`query($slug: String!) { story(slug: $slug) { title body displayName } }`, { slug: approved.body.slug });
    expect(gql.data.story.title).toBe('A fever at midnight');
    const sitemap = await server.client().get('/sitemap.xml');
    expect(sitemap.text).toContain(`${PUBLIC_URL}/stories/${approved.body.slug}`);

    expect((await server.client().get(takedown)).text).toContain('Take down your story');
    const gone = await server.client().request('POST', takedown);
    expect(gone.status).toBe(200);
    expect(await server.database.dataSource.query(`SELECT id FROM stories WHERE id = $1`, [id])).toHaveLength(0);
    expect((await server.client().request('POST', takedown)).status).toBe(400);
    expect((await server.client().get(`/api/stories/${approved.body.slug}`)).status).toBe(404);
  });

  it("public lists by language and by the child's age group, newest first, 12 a page; the age chip's data comes along", async () => {
    const [group] = await server.database.dataSource.query(`INSERT INTO age_groups (name, "nameId", slug, "order") VALUES ('Toddler years', 'Usia batita', 'toddler-years', 99) RETURNING id, slug`);
    const a = await submitAndConfirm({ email: 'age1@example.com', title: 'A toddler story', ageGroup: 'toddler-years' });
    const b = await submitAndConfirm({ email: 'age2@example.com', title: 'An Indonesian story', language: 'id' });
    await admin.post(`/api/admin/stories/${a}/approve`, {});
    await admin.post(`/api/admin/stories/${b}/approve`, {});
    const byAge = await server.client().gql(`{ stories(language: "en", ageGroup: "toddler-years") { total items { title ageGroup { slug name nameId } } } }`);
    expect(byAge.data.stories.items).toEqual([{ title: 'A toddler story', ageGroup: { slug: group.slug, name: 'Toddler years', nameId: 'Usia batita' } }]);
    const id = await server.client().get('/api/stories?language=id');
    expect(id.body.items.map((s: { title: string }) => s.title)).toEqual(['An Indonesian story']);
    expect(id.body.pageSize).toBe(12);
    expect((await server.client().get('/api/stories?language=fr')).status).toBe(400);
    expect((await server.client().get('/api/stories?page=0')).status).toBe(400);
    const sitemap = (await server.client().get('/sitemap.xml')).text;
    expect(sitemap).toMatch(/\/id\/stories\/an-indonesian-story-[0-9a-f]{6}</);
  });

  it('approve at a later date: not public until then', async () => {
    const id = await submitAndConfirm({ email: 'later@example.com', title: 'A story for tomorrow' });
    const at = new Date(Date.now() + 86400_000).toISOString();
    const res = await admin.gql(`mutation($id: Int!, $at: DateTimeISO) { approveStory(id: $id, publishAt: $at) { state publishAt slug } }`, { id, at });
    expect(res.errors).toBeUndefined();
    expect(res.data.approveStory.state).toBe('APPROVED');
    expect((await server.client().get(`/api/stories/${res.data.approveStory.slug}`)).status).toBe(404);
    await server.database.dataSource.query(`UPDATE stories SET "publishAt" = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect((await server.client().get(`/api/stories/${res.data.approveStory.slug}`)).status).toBe(200);
  });

  it('a story approved for a later time appears at that time on cached reads, with no write in between', async () => {
    const id = await submitAndConfirm({ email: 'soon@example.com', title: 'A story in two seconds' });
    const at = new Date(Date.now() + 2000).toISOString();
    const res = await admin.gql(`mutation($id: Int!, $at: DateTimeISO) { approveStory(id: $id, publishAt: $at) { slug } }`, { id, at });
    expect(res.errors).toBeUndefined();
    const slug: string = res.data.approveStory.slug;
    // A process with the response cache on (the harness's default server has it off).
    const cached = await startSecondServer(server, { RESPONSE_CACHE: 'true' });
    try {
      const list = () => cached.client().get('/api/stories?language=en');
      expect(JSON.stringify((await list()).body)).not.toContain(slug);
      expect(JSON.stringify((await list()).body)).not.toContain(slug); // now from the response cache
      await new Promise((resolve) => setTimeout(resolve, 2300));
      expect(JSON.stringify((await list()).body)).toContain(slug);
    } finally {
      await cached.stop();
    }
  });

  it('reject with a kind message mails it; spam and delete (photo files too); none of them is public anywhere', async () => {
    const rejected = await submitAndConfirm({ email: 'no@example.com', title: 'Rejected story' });
    const spam = await submitAndConfirm({ email: 'spam@example.com', title: 'Spam story' });
    const waiting = await submitAndConfirm({ email: 'wait@example.com', title: 'Waiting story' });
    const r = await admin.post(`/api/admin/stories/${rejected}/reject`, { message: 'Thank you, but it is too close to an article we have.' });
    expect(r.body.state).toBe('REJECTED');
    const note = (await mailsTo('no@example.com')).find((m) => m.subject === 'About your story for Tumbuh')!;
    expect(note.text).toContain('too close to an article');
    expect((await admin.post(`/api/admin/stories/${spam}/spam`)).body.state).toBe('SPAM');
    expect((await admin.post(`/api/admin/stories/${rejected}/reject`, { message: '<b>x</b>' })).status).toBe(400);

    const slugs = (await server.database.dataSource.query(`SELECT slug FROM stories WHERE id = ANY($1)`, [[rejected, spam, waiting]])).map((s: { slug: string }) => s.slug);
    const pages = [
      (await server.client().get('/api/stories?language=en')).text,
      (await server.client().get('/sitemap.xml')).text,
      (await server.client().get('/rss.xml')).text,
      JSON.stringify((await server.client().gql(`{ stories(language: "en") { items { slug } } }`)).data),
    ];
    for (const slug of slugs) {
      for (const page of pages) expect(page).not.toContain(slug);
      expect((await server.client().get(`/api/stories/${slug}`)).status).toBe(404);
      expect((await server.client().gql(`query($s: String!) { story(slug: $s) { id } }`, { s: slug })).data.story).toBeNull();
    }

    // Delete: the photo's files and record go too.
    const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#a97' } }).png().toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries(story({ email: 'del@example.com', consent: 'on', title: 'To be deleted' }))) form.append(k, String(v));
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    expect((await server.client().request('POST', '/api/stories', { body: form })).status).toBe(201);
    const row = await rowOf('del@example.com');
    const files = [row.photoUrl, ...row.photo.variants.map((v: { url: string }) => v.url)].map((u: string) => path.join(server.dataDir, 'uploads', u.split('/').pop()!));
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    expect((await admin.delete(`/api/admin/stories/${row.id}`)).status).toBe(204);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    expect(await server.database.dataSource.query(`SELECT 1 FROM uploaded_images WHERE url = $1`, [row.photoUrl])).toHaveLength(0);
    expect((await admin.delete(`/api/admin/stories/${row.id}`)).status).toBe(404);
  });

  it('moderation is for editors: anonymous 401, a signed-in user without the permission 403 (REST and GraphQL)', async () => {
    const anon = server.client();
    const reader = await server.asReader();
    for (const [method, url] of [
      ['GET', '/api/admin/stories'],
      ['PATCH', '/api/admin/stories/1'],
      ['POST', '/api/admin/stories/1/approve'],
      ['POST', '/api/admin/stories/1/reject'],
      ['POST', '/api/admin/stories/1/spam'],
      ['DELETE', '/api/admin/stories/1'],
    ] as const) {
      const init = method === 'GET' ? {} : { json: {} };
      expect((await anon.request(method, url, init)).status).toBe(401);
      expect((await reader.request(method, url, init)).status).toBe(403);
    }
    expect((await anon.gql(`{ storySubmissions { total } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await reader.gql(`mutation { deleteStory(id: 1) }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.get('/api/admin/stories?state=NOPE')).status).toBe(400);
    expect((await admin.post('/api/admin/stories/abc/approve', {})).status).toBe(400);
  });
});
