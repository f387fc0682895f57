// `npm run test:load` (issue 9, promise 8): 200 concurrent readers for 60 s against the home,
// article and search calls while an editor writes; passes only with zero errors, zero lost writes
// and memory steady between the second and the last ten seconds. Runs the built app on 127.0.0.1.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npmStart } from '../bench/lib/procs.mjs';
import { nodeProcesses, rssOf } from '../bench/lib/render-cost.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.LOAD_SECONDS || 60);
const connections = Number(process.env.LOAD_CONNECTIONS || 200);
const admin = { username: 'editor', password: 'load-test-password' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-load-'));

// Started as `npm start` starts it (its environment and node's flags).
const start = npmStart(root);
const server = spawn(process.execPath, [...start.nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, ...start.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
const url = await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => {
    out += d;
    const m = /ready at http:\/\/localhost:(\d+)/.exec(out);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
  server.on('exit', () => reject(new Error(`server exited:\n${out}`)));
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  const articles = await (await fetch(`${url}/api/articles`)).json();
  const slugs = articles.slice(0, 10).map((a) => a.slug);
  // An article's page is at its own language's address (/id/article/{slug} for Indonesian ones).
  const pages = articles.slice(0, 10).map((a) => `${a.language === 'id' ? '/id' : ''}/article/${a.slug}`);
  const categoryId = articles[0].categoryId;
  const authorId = articles[0].authorId;
  const home = encodeURIComponent('{ featuredArticles { slug title } recentArticles(limit: 4) { slug title author { name } tags { slug } } editorsPicks(limit: 6) { slug } categories { slug articleCount } }');
  const requests = [
    { path: '/' },
    { path: `/graphql?query=${home}`, headers: { 'apollo-require-preflight': 'true' } },
    { path: '/api/articles/recent?limit=4' },
    ...slugs.map((s) => ({ path: `/api/articles/${s}` })),
    ...pages.map((path) => ({ path })),
    ...['sleep', 'tidur', 'solid foods', 'tantrum', 'menyusui'].map((q) => ({ path: `/api/articles/search?q=${encodeURIComponent(q)}` })),
  ];

  // Memory once a second: the started process, which the check below holds steady (with its render
  // threads, the whole of `npm start`; with WEB_CONCURRENCY above 1, the cluster's primary), and
  // every process of `npm start` summed, reported.
  const rss = [];
  const rssAll = [];
  const sampler = setInterval(() => {
    const own = rssOf([server.pid]).rss;
    if (own > 0) rss.push(own / 1024 / 1024);
    const all = rssOf(nodeProcesses(server.pid)).rss;
    if (all > 0) rssAll.push(all / 1024 / 1024);
  }, 1000);

  // The editor: signs in, then creates articles (with tags) and toggles featured throughout.
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const written = [];
  const writeErrors = [];
  let editing = true;
  const tags = (await (await fetch(`${url}/api/tags`)).json()).slice(0, 2).map((t) => t.id);
  const editor = (async () => {
    let i = 0;
    while (editing) {
      const slug = `load-test-${i++}`;
      const res = await fetch(`${url}/api/articles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ title: `Load test ${i}`, slug, content: '<p>Written under load.</p>', excerpt: 'Load', authorId, categoryId, tagIds: tags }),
      });
      if (res.status === 201) {
        const { id } = await res.json();
        written.push(slug);
        const toggle = await fetch(`${url}/api/articles/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ isFeatured: i % 2 === 0 }) });
        if (toggle.status !== 200) writeErrors.push(`PATCH ${toggle.status}`);
      } else writeErrors.push(`POST ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  console.log(`Load: ${connections} connections for ${seconds} s against ${requests.length} reads, with an editor writing...`);
  const result = await autocannon({ url, connections, duration: seconds, requests, timeout: 10 });
  editing = false;
  await editor;
  clearInterval(sampler);

  const all = (await (await fetch(`${url}/api/articles`, { headers: { cookie } })).json()).map((a) => a.slug);
  const lost = written.filter((s) => !all.includes(s));
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const early = avg(rss.slice(10, 20));
  const late = avg(rss.slice(-10));
  const growth = early ? (late - early) / early : 0;

  const report = {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    writes: written.length,
    writeErrors: writeErrors.length,
    lostWrites: lost.length,
    rssSecondTenMb: Math.round(early),
    rssLastTenMb: Math.round(late),
    rssGrowth: `${(growth * 100).toFixed(1)}%`,
    rssAllProcessesPeakMb: Math.round(Math.max(0, ...rssAll)),
  };
  console.table(report);
  const failures = [];
  if (result.errors || result.timeouts || result.non2xx) failures.push('read errors');
  if (writeErrors.length) failures.push(`write errors: ${writeErrors.slice(0, 3).join('; ')}`);
  if (lost.length) failures.push(`lost writes: ${lost.join(', ')}`);
  if (written.length < Math.max(3, seconds / 10)) failures.push('the editor wrote too little');
  // Steady: within 15% (+20 MB) between the second and the last ten seconds.
  if (late > early * 1.15 + 20) failures.push(`memory grew from ${early.toFixed(0)} MB to ${late.toFixed(0)} MB`);
  await stop();
  if (failures.length) {
    console.error(`Load test FAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('Load test passed: zero errors, zero lost writes, memory steady.');
} catch (err) {
  console.error(err);
  await stop();
  process.exit(1);
}
