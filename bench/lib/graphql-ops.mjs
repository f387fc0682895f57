// The GraphQL reads of a page, replayed the way the client sends them. From a browser capture when
// there is one (POST, or GET with automatic persisted queries: the hash-only request is the steady
// state, the request carrying the query text registers the hash); otherwise built from the client's
// .graphql documents and sent as POST JSON, as Apollo's HttpLink does by default.
import fs from 'node:fs';
import path from 'node:path';

function parseCaptured(entry) {
  const url = new URL(entry.path, 'http://x');
  let fields;
  if (entry.method === 'GET') {
    const p = url.searchParams;
    const j = (k) => (p.has(k) ? JSON.parse(p.get(k)) : undefined);
    fields = { operationName: p.get('operationName') ?? undefined, variables: j('variables'), extensions: j('extensions'), query: p.get('query') ?? undefined };
  } else {
    fields = JSON.parse(entry.body || '{}');
  }
  const name = fields.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(fields.query ?? '')?.[1] ?? 'anonymous';
  return { ...fields, name, entry };
}

/** Rebuilds a captured request with other variables and with or without the query text. */
function rebuild(op, { variables = op.variables, withQuery }) {
  const { entry } = op;
  const headers = { ...entry.headers };
  if (entry.method === 'GET') {
    const url = new URL(entry.path, 'http://x');
    if (variables !== undefined) url.searchParams.set('variables', JSON.stringify(variables));
    if (withQuery && op.queryText) url.searchParams.set('query', op.queryText);
    if (!withQuery && op.extensions?.persistedQuery) url.searchParams.delete('query');
    return { method: 'GET', path: url.pathname + url.search, headers };
  }
  const body = JSON.parse(entry.body || '{}');
  if (variables !== undefined) body.variables = variables;
  if (withQuery && op.queryText) body.query = op.queryText;
  if (!withQuery && op.extensions?.persistedQuery) delete body.query;
  return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/**
 * Operations of each captured page, deduplicated, each with `request(vars)` (the steady-state
 * request) and `prime(vars)` (the registering request for persisted queries, or undefined).
 */
export function opsFromCapture(pages, origin) {
  const queryText = new Map();
  const parsed = {};
  for (const [page, capture] of Object.entries(pages)) {
    parsed[page] = capture.graphql.filter((e) => e.status === 200 || e.status === 304).map(parseCaptured);
    for (const op of parsed[page]) if (op.query) queryText.set(op.name, op.query);
  }
  const out = {};
  for (const [page, ops] of Object.entries(parsed)) {
    const byKey = new Map();
    for (const op of ops) {
      if (op.entry.headers.origin) op.entry.headers.origin = origin;
      const key = op.name + JSON.stringify(op.variables ?? {});
      const current = byKey.get(key);
      // Prefer the hash-only form (what the client sends once the hash is known).
      if (!current || (current.query && !op.query)) byKey.set(key, op);
    }
    out[page] = [...byKey.values()].map((op) => {
      op.queryText = queryText.get(op.name);
      const persisted = Boolean(op.extensions?.persistedQuery);
      return {
        name: op.name,
        variables: op.variables,
        transport: `${op.entry.method}${persisted ? ' + persisted query' : ''}`,
        request: (variables) => rebuild(op, { variables, withQuery: !persisted }),
        prime: persisted && op.queryText ? (variables) => rebuild(op, { variables, withQuery: true }) : undefined,
      };
    });
  }
  return out;
}

/** Without a browser: the documents the home and article pages use (see their components). */
export function opsFromDocuments(webSrc, slug) {
  const docs = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.graphql')) docs.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(webSrc, 'features'));
  const definitions = new Map();
  const text = docs.join('\n').replace(/#[^\n]*/g, '');
  for (const m of text.matchAll(/\b(query|fragment|mutation)\s+(\w+)[^{]*\{/g)) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) break;
    }
    definitions.set(m[2], text.slice(m.index, i + 1));
  }
  const documentFor = (name) => {
    const needed = new Set([name]);
    const queue = [name];
    while (queue.length) {
      const def = definitions.get(queue.shift()) ?? '';
      for (const m of def.matchAll(/\.\.\.\s*(\w+)/g)) if (definitions.has(m[1]) && !needed.has(m[1])) {
        needed.add(m[1]);
        queue.push(m[1]);
      }
    }
    return [...needed].map((n) => definitions.get(n)).join('\n');
  };
  const op = (name, variables) =>
    definitions.has(name) && {
      name,
      variables,
      // As the client sends queries (apps/web/src/app/apollo.ts: useGETForQueries), so that what is
      // measured is what a reader navigating the site asks for.
      transport: 'GET (built from the .graphql documents, as the client sends them)',
      request: (vars = variables) => {
        const params = new URLSearchParams({ operationName: name, variables: JSON.stringify(vars), query: documentFor(name) });
        return { method: 'GET', path: `/graphql?${params}`, headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' } };
      },
      prime: undefined,
    };
  return {
    home: [op('Me', {}), op('Tools', {}), op('FeaturedArticle', { language: 'en' }), op('CategoryPills', {}), op('RecentArticles', { limit: 4, language: 'en' }), op('PopularTags', {}), op('EditorsPicks', { limit: 6 })].filter(Boolean),
    article: [op('Me', {}), op('Tools', {}), op('ArticleBySlug', { slug })].filter(Boolean),
  };
}
