/** Rows grouped by a key, each group's values in row order (batch loaders answer per key from these). */
export function groupBy<R, K, V>(rows: R[], key: (r: R) => K, value: (r: R) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const r of rows) {
    const list = map.get(key(r));
    if (list) list.push(value(r));
    else map.set(key(r), [value(r)]);
  }
  return map;
}
