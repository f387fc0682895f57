// The bench's report: figures against their targets, and the text printed at the end of a run.
import { kb, table } from './util.mjs';

// 2.5% stays 2.5% (a target rounded up to 3% read as a stricter one).
const pct = (x) => (Number.isFinite(x) ? `${Math.round(x * 1000) / 10}%` : 'n/a');

/** The figures of the closing table, each with its target and whether it is met. */
export function figures(r, TARGETS) {
  const rows = [];
  const add = (figure, measured, target, met) => rows.push({ figure, measured, target, met });
  for (const read of r.reads) {
    const failing = read.server.failures > 0 || read.problems.length > 0;
    const reported = read.target == null;
    add(`${read.label}: req/s vs baseline`, `${pct(read.ratio)} (${read.server.rps} / ${read.baseline.rps})${failing ? ' INVALID: failed answers' : ''}`, reported ? 'reported (every answer 200)' : `≥ ${pct(read.target)}`, reported ? !failing : !failing && read.ratio >= read.target);
  }
  for (const read of r.reads) {
    if (!read.uncached) continue;
    const u = read.uncached;
    add(`${read.label}: req/s without the response cache`, `${u.rps} (${pct(u.ratio)} of baseline; p99 ${u.p99Ms} ms)${u.failures ? ' INVALID: failed answers' : ''}`, 'reported (every answer 200)', !u.failures);
  }
  const search = r.searchLatency;
  add(`search p95, ${search.queries} distinct queries`, `${search.p95Ms} ms (p50 ${search.p50Ms}) at ${search.articles.toLocaleString('en')} articles`, `≤ ${TARGETS.searchP95Ms} ms at 10,000`, search.p95Ms <= TARGETS.searchP95Ms);
  for (const read of r.reads) {
    if (!read.sql) add(`${read.label}: SQL statements/request`, 'n/a', `≤ ${TARGETS.sqlPerRequest}`, null);
    else add(`${read.label}: SQL statements/request`, `${read.sql.perRequest} (uncached; max ${read.sql.max}; under load ${read.server.sqlPerRequestUnderLoad})`, `≤ ${TARGETS.sqlPerRequest}`, read.sql.perRequest <= TARGETS.sqlPerRequest);
  }
  add('search: SQL statements/request', search.statementsPerQuery ?? 'n/a', `≤ ${TARGETS.sqlPerRequest}`, search.statementsPerQuery == null ? null : search.statementsPerQuery <= TARGETS.sqlPerRequest);
  for (const read of r.reads) add(`${read.label}: p99 latency`, read.server.p99Ms == null ? 'no answers' : `${read.server.p99Ms} ms`, `≤ ${TARGETS.p99Ms} ms`, read.server.p99Ms != null && read.server.p99Ms <= TARGETS.p99Ms);
  add('peak RSS of the server under load (all processes)', `${r.peakRss.mb} MB summed RSS, ${r.peakRss.pssMb} MB summed PSS (${r.peakRss.processes} process(es))`, `≤ ${TARGETS.peakRssMB} MB`, r.peakRss.mb <= TARGETS.peakRssMB);
  for (const [type, c] of Object.entries(r.renderCost ?? {})) {
    const target = TARGETS.renderCpuMs[type];
    add(`uncached render: ${type}, CPU per render`, `${c.cpuMsPerRequest} ms (wall median ${c.wallMedianMs} ms, ${c.distinct} distinct pages)`, target ? `≤ ${target} ms` : 'reported', target ? c.cpuMsPerRequest <= target : true);
  }
  const lt = r.longTail;
  if (lt) {
    // A site smaller than the run (quick mode's 1,000 articles) reads pages again: once the cache
    // holds them all, the run measures cached pages, not renders.
    const bad = lt.tail.failures > 0 ? ' INVALID: failed answers' : lt.repeatedShare > 0.05 ? ` INVALID: ${Math.round(lt.repeatedShare * 100)}% of the reads were of pages read before (too few articles; run at 10,000)` : '';
    const runs = `${lt.runs?.length > 1 ? `; median of ${lt.runs.length} runs: ${lt.runs.map((t) => t.rps).join(', ')} req/s` : ''}${lt.warmUp ? ` (after a warm-up run at ${lt.warmUp.rps} req/s)` : ''}`;
    const cpu = lt.tail.nodeCpuMsPerPage != null ? `; CPU per page: node ${lt.tail.nodeCpuMsPerPage} ms, PostgreSQL ${lt.tail.postgresCpuMsPerPage ?? 'n/a'} ms` : '';
    add(`long tail: random articles, ${lt.connections} connections`, `${lt.tail.rps} req/s, p50 ${lt.tail.p50Ms} ms, p99 ${lt.tail.p99Ms} ms${runs}${cpu}${bad}`, `≥ ${TARGETS.longTailRps} req/s, p99 ≤ ${TARGETS.longTailP99Ms} ms`, !bad && lt.tail.rps >= TARGETS.longTailRps && lt.tail.p99Ms <= TARGETS.longTailP99Ms);
    add('long tail vs the cached hot page (same run)', `${(lt.ratio * 100).toFixed(1)}% (hot ${lt.hot.rps} req/s)${bad}`, `≥ ${pct(TARGETS.longTailRatio)}`, !bad && lt.ratio >= TARGETS.longTailRatio);
    add('peak RSS during the long tail (all processes)', `${lt.peakRss.mb} MB summed RSS, ${lt.peakRss.pssMb} MB summed PSS (${lt.peakRss.processes} process(es))`, `≤ ${TARGETS.peakRssMB} MB`, lt.peakRss.mb <= TARGETS.peakRssMB);
  }
  const ed = r.editorAtWork;
  if (ed) {
    add('hottest pages while an editor autosaves: throughput', `${pct(ed.throughputRatio)} (${ed.withEditor.rps} / ${ed.alone.rps} req/s, medians of ${ed.runs?.length ?? 1}; ${ed.autosaves} autosaves)`, `≥ ${pct(TARGETS.editorThroughputRatio)}`, ed.throughputRatio >= TARGETS.editorThroughputRatio && ed.withEditor.failures === 0);
    add('hottest pages while an editor autosaves: p99', `${ed.p99Ratio}× (${ed.alone.p99Ms} → ${ed.withEditor.p99Ms} ms)`, `≤ ${TARGETS.editorP99Ratio}×`, ed.p99Ratio != null && ed.p99Ratio <= TARGETS.editorP99Ratio);
  }
  add('cold start (built, database exists)', `${r.coldStart.medianMs} ms (${r.coldStart.startsMs.join(', ')})`, `≤ ${TARGETS.coldStartMs} ms`, r.coldStart.medianMs <= TARGETS.coldStartMs);
  for (const [name, page] of Object.entries(r.bundle.pages)) {
    const missing = page.files.filter((f) => f.missing).length;
    const label = `reader JS before first render: ${name === 'home' ? '/' : '/article/{slug}'}`;
    if (missing) add(label, `INVALID: ${missing} file(s) gone from apps/web/dist (rebuilt during the run?)`, `≤ ${TARGETS.readerJsGzipKB} KB`, false);
    else add(label, `${kb(page.gzip)} gzip (${page.files.length} file(s))`, `≤ ${TARGETS.readerJsGzipKB} KB`, page.gzip <= TARGETS.readerJsGzipKB * 1024);
    // Issue 14: at most 170 KB on the home page and 150 KB on the article page before it is interactive.
    const budget = name === 'home' ? TARGETS.homeJsInteractiveKB : TARGETS.articleJsInteractiveKB;
    const interactive = page.interactive ?? page;
    add(`reader JS before interactive: ${name === 'home' ? '/' : '/article/{slug}'}`, `${kb(interactive.gzip)} gzip (${interactive.files.length} file(s))`, `≤ ${budget} KB`, interactive.gzip <= budget * 1024);
  }
  add('admin (data grid) only in its own chunk', `${r.bundle.adminSeparate ? 'yes' : 'NO'}; admin-only JS ${kb(r.bundle.admin.gzip)} gzip`, 'separate chunk', r.bundle.adminSeparate);
  return rows;
}

/** The run as text: context lines, the reads table and the figures table. */
export function render(r) {
  const lines = [];
  if (r.meta.mode === 'smoke') lines.push('SMOKE RUN: tiny data, 1 s runs, 10 connections; it checks the harness, its figures mean little.');
  lines.push(`Tumbuh bench · ${r.meta.mode} · ${r.meta.date} · ${r.meta.commit ?? ''} · node ${r.meta.node} · ${r.meta.cpus} CPU(s)`);
  lines.push(`dataset: ${r.dataset.articles.toLocaleString('en')} articles (${r.dataset.translations} translations), ${r.dataset.categories} categories, ${r.dataset.tags} tags, ${r.dataset.authors} authors, ${r.dataset.subscribers} subscribers; generated in ${(r.dataset.generateMs / 1000).toFixed(1)} s; first start (initdb + migrations) ${r.firstStartMs != null ? `${r.firstStartMs} ms` : `FAILED ${r.firstStartFailures.length}× (${r.firstStartFailures[0]}), then started`}`);
  lines.push(`machine load average (1 min) at start ${r.meta.loadAverageAtStart[0]}, at end ${r.meta.loadAverageAtEnd[0]} on ${r.meta.cpus} CPU(s): other work on the machine lowers both server and baseline`);
  const lastStart = r.coldStart.serverOutput.at(-1) ?? [];
  if (lastStart.length) lines.push(`last cold start, server output: ${lastStart.map((l) => l.replace(/^(\+\d+ ms) (.{0,40}).*$/, '$1 $2')).join(' · ')} · +${r.coldStart.startsMs.at(-1)} ms first 200 from /healthz`);
  lines.push(`graceful stops (SIGTERM): ${r.shutdowns.map((x) => `${x.server} exit ${x.exitCode} in ${x.ms} ms${x.leftPostgres ? ' LEFT ITS POSTGRESQL RUNNING' : ''}`).join(' · ')}`);
  if (r.browserFailure) lines.push(`browser visit failed (${r.browserFailure}): JavaScript from index.html only, GraphQL from the .graphql documents`);
  lines.push(`load: autocannon, ${r.meta.connections} connections, ${r.meta.runs} × ${r.meta.seconds} s per read (medians), Accept-Encoding: ${r.meta.acceptEncoding}; idle server statements/s: ${r.idleStatementsPerSecond ?? 'n/a'}`);
  lines.push('');
  lines.push(
    table(
      ['read', 'bytes (wire/raw)', 'server req/s', 'uncached req/s', 'baseline req/s', 'ratio', 'p99 ms', 'uncached p99', 'baseline p99', 'SQL/req uncached', 'SQL/req loaded'],
      r.reads.map((x) => [
        x.label,
        `${x.bytes.wire}/${x.bytes.raw}${x.bytes.encodings.filter((e) => e !== 'identity').length ? ' ' + x.bytes.encodings.join(',') : ''}`,
        x.server.rps,
        x.uncached?.rps ?? 'n/a',
        x.baseline.rps,
        pct(x.ratio),
        x.server.p99Ms,
        x.uncached?.p99Ms ?? 'n/a',
        x.baseline.p99Ms,
        x.sql ? `${x.sql.perRequest} (max ${x.sql.max})` : 'n/a',
        x.server.sqlPerRequestUnderLoad ?? 'n/a',
      ]),
    ),
  );
  lines.push('');
  lines.push(table(['figure', 'measured', 'target', 'met?'], r.figures.map((f) => [f.figure, f.measured, f.target, f.met == null ? 'n/a' : f.met ? 'yes' : 'NO'])));
  const met = r.figures.filter((f) => f.met).length;
  lines.push('');
  lines.push(`${met} of ${r.figures.length} figures meet their target.`);
  return lines.join('\n');
}
