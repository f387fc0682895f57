// Sizes of the JavaScript a reader downloads, gzip level 9, from the built client in apps/web/dist.
// Static view: the module scripts and modulepreload links of index.html and everything they import
// statically. Browser view (when Chromium ran): what `/` and `/article/{slug}` actually requested
// before their main heading rendered (none since the heading comes in the server's HTML and the
// script is asked for after it), and before they were interactive (issue 14: hydrated, before the
// parts app/deferred.tsx loads after the page), with what those files import statically.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text that only the admin's data grid carries; a reader chunk containing it carries the grid. */
const DATA_GRID_MARKER = 'MuiDataGrid';

export function analyseBundle(distDir, browserPages) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const cache = new Map();
  const fileInfo = (urlPath) => {
    if (cache.has(urlPath)) return cache.get(urlPath);
    const file = path.join(distDir, decodeURIComponent(urlPath.replace(/^\//, '')));
    let info;
    if (fs.existsSync(file)) {
      const buf = fs.readFileSync(file);
      const text = buf.toString('utf8');
      info = { path: urlPath, bytes: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length, imports: staticImports(text, urlPath), dynamicImports: dynamicImports(text, urlPath), dataGrid: text.includes(DATA_GRID_MARKER) };
    } else {
      info = { path: urlPath, missing: true, bytes: 0, gzip: 0, imports: [], dynamicImports: [], dataGrid: false };
    }
    cache.set(urlPath, info);
    return info;
  };
  const closure = (roots) => {
    const seen = new Set();
    const visit = (p) => {
      if (seen.has(p)) return;
      seen.add(p);
      for (const dep of fileInfo(p).imports) visit(dep);
    };
    roots.forEach(visit);
    return [...seen];
  };
  const summarise = (paths) => {
    const files = paths.map(fileInfo).map(({ path: p, bytes, gzip, dataGrid, missing }) => ({ path: p, bytes, gzip, dataGrid, ...(missing ? { missing } : {}) }));
    return { files, gzip: files.reduce((s, f) => s + f.gzip, 0), bytes: files.reduce((s, f) => s + f.bytes, 0), dataGrid: files.some((f) => f.dataGrid) };
  };

  const entries = [];
  for (const m of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*\bsrc=["']([^"']+)["']/gi)) entries.push(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*type=["']module["']/gi)) entries.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/gi)) entries.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*rel=["']modulepreload["']/gi)) entries.push(m[1]);
  const entryPaths = [...new Set(entries.map((e) => new URL(e, 'http://x/').pathname))];
  const staticReader = closure(entryPaths);

  const pages = {};
  for (const [name, page] of Object.entries(browserPages ?? {})) {
    const before = page.js.filter((j) => j.beforeRender && !j.prefetch).map((j) => j.path);
    const beforeInteractive = page.js.filter((j) => j.beforeInteractive && !j.prefetch).map((j) => j.path);
    // Static imports of what was requested are needed too, even if the request started late.
    pages[name] = {
      method: 'browser',
      path: page.path,
      renderMs: page.renderMs,
      ...summarise(closure([...new Set(before)])),
      interactiveMs: page.interactiveMs,
      interactive: summarise(closure([...new Set(beforeInteractive)])),
      allRequested: summarise([...new Set(page.js.map((j) => j.path))]).gzip,
    };
  }
  if (!Object.keys(pages).length) {
    for (const name of ['home', 'article']) pages[name] = { method: 'static (index.html and its static imports; no browser)', ...summarise(staticReader), interactive: summarise(staticReader) };
  }

  // The admin: the lazily imported AdminPage chunk(s) and what they import that no reader page loads.
  const allJs = listJs(distDir).map((f) => '/' + path.relative(distDir, f).split(path.sep).join('/'));
  const readerSet = new Set([...staticReader, ...Object.values(pages).flatMap((p) => p.files.map((f) => f.path))]);
  const adminRoots = allJs.filter((p) => /\/Admin[^/]*\.m?js$/.test(p));
  const adminOnly = closure(adminRoots).filter((p) => !readerSet.has(p));
  const admin = { roots: adminRoots, ...summarise(adminOnly) };
  const gridChunks = allJs.filter((p) => fileInfo(p).dataGrid);
  return {
    entries: entryPaths,
    staticReader: summarise(staticReader),
    pages,
    admin,
    dataGridChunks: gridChunks,
    /** The admin (with the data grid) only in its own chunk: no reader page loads the grid, and an admin chunk exists. */
    adminSeparate: adminRoots.length > 0 && !Object.values(pages).some((p) => p.dataGrid) && !summarise(staticReader).dataGrid,
    totalJs: summarise(allJs),
  };
}

function listJs(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.m?js$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

const resolve = (spec, from) => (spec.startsWith('.') || spec.startsWith('/') ? new URL(spec, 'http://x' + from).pathname : undefined);

/** `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"` in minified ES modules. */
function staticImports(text, from) {
  const out = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of text.matchAll(re)) {
    const p = resolve(m[1], from);
    if (p) out.add(p);
  }
  return [...out];
}

function dynamicImports(text, from) {
  const out = new Set();
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)) {
    const p = resolve(m[1], from);
    if (p) out.add(p);
  }
  return [...out];
}
