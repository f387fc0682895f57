// Small helpers: logging to stderr, a progress bar, statistics, formatting.

export const log = (line) => process.stderr.write(`[bench +${(performance.now() / 1000).toFixed(1)}s] ${line}\n`);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A progress bar on stderr; on a non-terminal it prints a line every 10%. */
export function progressBar(label, total) {
  let done = 0;
  let lastDecile = -1;
  const tty = process.stderr.isTTY;
  const t0 = performance.now();
  const draw = () => {
    const frac = Math.min(1, done / total);
    if (tty) {
      const width = 30;
      const full = Math.round(frac * width);
      process.stderr.write(`\r[bench] ${label} [${'#'.repeat(full)}${' '.repeat(width - full)}] ${Math.round(frac * 100)}% `);
    } else {
      const decile = Math.floor(frac * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        process.stderr.write(`[bench] ${label}: ${Math.round(frac * 100)}%\n`);
      }
    }
  };
  draw();
  return {
    tick(n = 1) {
      done += n;
      draw();
    },
    done() {
      done = total;
      draw();
      if (tty) process.stderr.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    },
  };
}

export function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * v.length));
  return v[rank - 1];
}

export const round = (x, digits = 0) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x);

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Renders rows (arrays of strings) as a plain-text table with a header rule. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => '| ' + r.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  const rule = '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|';
  return [line(all[0]), rule, ...all.slice(1).map(line)].join('\n');
}
