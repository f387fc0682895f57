/**
 * What a server render asks for before it renders (issue 28). A render that knows its page's
 * queries fetches them first and renders the tree once; one that does not renders once to find its
 * queries, again with their answers (which may reveal more queries: the article's tools) and once
 * more: three passes, most of an uncached render. Readers land on pages that were never rendered
 * (the long tail), so a plan per address alone rarely helps them.
 *
 * A plan is therefore also learnt per page type: the operations of a render whose variables come
 * from the address (a path segment such as the slug, or a query parameter such as `q`) are written
 * with placeholders, under the address's shape (`/id/article/*`, `/search?q=*`). The shape's plan is
 * trusted once two different addresses of that shape asked for the same templated operations; an
 * operation whose variables came from data (an id read from the article) differs between the two
 * and is left out, so a plan never fetches another page's data into this page's cache. A page whose
 * queries changed still renders right: the render fetches what the plan missed and renders again.
 */

export interface PlannedOperation<Q = unknown> {
  query: Q;
  variables: Record<string, unknown>;
}

interface Address {
  segments: string[];
  params: [string, string][];
}

type Placeholder = { $segment: number } | { $param: string };

interface Template<Q> {
  shape: string;
  operations: { query: Q; key: string; variables: unknown }[];
}

const MAX_PLANS = 1000;
const MAX_SHAPES = 200;

function parse(url: string): Address {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const params = at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1))];
  return { segments, params };
}

/** The variables with each string equal to a segment or parameter of the address as a placeholder. */
function templated(value: unknown, address: Address, used: Set<string>): unknown {
  if (typeof value === 'string' && value !== '') {
    const segment = address.segments.indexOf(value);
    if (segment >= 0) {
      used.add(`s${segment}`);
      return { $segment: segment } satisfies Placeholder;
    }
    const param = address.params.find(([, v]) => v === value);
    if (param) {
      used.add(`p${param[0]}`);
      return { $param: param[0] } satisfies Placeholder;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => templated(v, address, used));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, templated(v, address, used)]));
  return value;
}

function filled(value: unknown, address: Address): unknown {
  if (Array.isArray(value)) return value.map((v) => filled(v, address));
  if (value && typeof value === 'object') {
    if ('$segment' in value) return address.segments[(value as { $segment: number }).$segment];
    if ('$param' in value) return address.params.find(([k]) => k === (value as { $param: string }).$param)?.[1];
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, address)]));
  }
  return value;
}

/** `/id/article/*?q=*`: the address with its variable parts as `*` (parameters sorted by name). */
function shapeOf(address: Address, used: Set<string>): string {
  const path = address.segments.map((s, i) => (used.has(`s${i}`) ? '*' : s)).join('/');
  const params = address.params
    .map(([k]) => k)
    .sort()
    .map((k) => (used.has(`p${k}`) ? `${k}=*` : k))
    .join('&');
  return `/${path}?${params}`;
}

/** Whether an address has a shape: same segment count, same fixed segments, same parameter names. */
function fits(address: Address, shape: string): boolean {
  const at = shape.indexOf('?');
  const segments = shape.slice(1, at).split('/').filter(Boolean);
  if (segments.length !== address.segments.length) return false;
  if (segments.some((s, i) => s !== '*' && s !== address.segments[i])) return false;
  const names = shape
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((p) => p.replace(/=\*$/, ''));
  const own = address.params.map(([k]) => k).sort();
  return names.length === own.length && names.every((n, i) => n === own[i]);
}

export class RenderPlans<Q> {
  /** Exact addresses rendered before. */
  private readonly byUrl = new Map<string, PlannedOperation<Q>[]>();
  /** The first address seen of each shape, waiting for a second one to agree. */
  private readonly candidates = new Map<string, { url: string; template: Template<Q> }>();
  /** Shapes two addresses agreed on. */
  private readonly shapes = new Map<string, Template<Q>>();

  constructor(private readonly keyOf: (query: Q) => string) {}

  /** What to fetch before rendering `url`: its own last plan, or its shape's. */
  planFor(url: string): PlannedOperation<Q>[] | undefined {
    const own = this.byUrl.get(url);
    if (own) return own;
    const address = parse(url);
    for (const [shape, template] of this.shapes) {
      if (!fits(address, shape)) continue;
      return template.operations.map(({ query, variables }) => ({ query, variables: filled(variables, address) as Record<string, unknown> }));
    }
    return undefined;
  }

  /** What a render of `url` asked for. */
  remember(url: string, operations: PlannedOperation<Q>[]): void {
    this.byUrl.delete(url);
    this.byUrl.set(url, operations);
    if (this.byUrl.size > MAX_PLANS) this.byUrl.delete(this.byUrl.keys().next().value!);

    const address = parse(url);
    const used = new Set<string>();
    const template: Template<Q> = {
      shape: '',
      operations: operations.map(({ query, variables }) => {
        const vars = templated(variables, address, used);
        return { query, variables: vars, key: this.keyOf(query) + ' ' + JSON.stringify(vars) };
      }),
    };
    if (used.size === 0) return; // a fixed address (/, /id): its own plan is enough
    template.shape = shapeOf(address, used);
    if (this.shapes.has(template.shape)) return;
    const candidate = this.candidates.get(template.shape);
    if (!candidate || candidate.url === url) {
      this.candidates.set(template.shape, { url, template });
      if (this.candidates.size > MAX_SHAPES) this.candidates.delete(this.candidates.keys().next().value!);
      return;
    }
    const agreed = new Set(candidate.template.operations.map((o) => o.key));
    const operationsBoth = template.operations.filter((o) => agreed.has(o.key));
    if (operationsBoth.length === 0) return;
    this.candidates.delete(template.shape);
    if (this.shapes.size < MAX_SHAPES) this.shapes.set(template.shape, { shape: template.shape, operations: operationsBoth });
  }
}
