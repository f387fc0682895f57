/**
 * A server render's Apollo state, written without Apollo's cache (issue 28): the answers of the
 * render's queries normalised into the `NormalizedCacheObject` that `InMemoryCache.extract()` gives
 * after `writeQuery` of each answer, for a cache with no type policies (the server render's). The
 * browser restores it into its own cache. Apollo's writes were a fifth of an article's render: they
 * are built for a long-lived cache (merge functions, key fields, watchers, freshness), none of which
 * a render that is thrown away needs.
 *
 * What Apollo does, and this does too:
 * - an object with a `__typename` and an `id` (or `_id`) is stored once as `Typename:id` and
 *   referred to as `{ __ref }`; any other object stays inside its parent;
 * - a field is stored under its name and its arguments (`article({"slug":"x"})`), as Apollo names it;
 * - fragments apply when they have no type condition or it is the object's own type; `@skip` and
 *   `@include` are followed;
 * - within one answer, the same object met twice is merged deeply (the first write of an object with
 *   a given selection set counts); across answers, a later answer's fields replace an earlier's.
 * `pages.int.spec.ts` checks the state against Apollo's own for rendered pages, `normalize.spec.ts`
 * for a query with aliases, fragments, arguments and repeated objects.
 */
import type { NormalizedCacheObject, StoreObject } from '@apollo/client';
import { createFragmentMap, getFragmentFromSelection, getMainDefinition, resultKeyNameFromField, shouldInclude, storeKeyNameFromField } from '@apollo/client/utilities/internal';
import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

type Variables = Record<string, unknown>;
type FragmentMap = Record<string, FragmentDefinitionNode>;
type Result = Record<string, unknown>;

/** A query read or written with one set of variables: what its selection sets resolve to, worked out once. */
interface Walk {
  variables: Variables;
  fragments: FragmentMap;
  /** fieldsOf() of each selection set, by the object's type. */
  fields: Map<SelectionSetNode, Map<string | undefined, FieldNode[]>>;
  /** Each field's store name (its name and arguments). */
  storeNames: Map<FieldNode, string>;
}

const walkOf = (query: DocumentNode, variables: Variables | undefined): Walk => ({
  variables: variables ?? {},
  fragments: createFragmentMap(query.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)),
  fields: new Map(),
  storeNames: new Map(),
});

/** The fields of a selection set for an object of type `typename`, as fieldsOf() gives them; once per walk (a list's items share them). */
function fieldsFor(selectionSet: SelectionSetNode, typename: string | undefined, walk: Walk): FieldNode[] {
  let byType = walk.fields.get(selectionSet);
  if (!byType) walk.fields.set(selectionSet, (byType = new Map<string | undefined, FieldNode[]>()));
  let fields = byType.get(typename);
  if (!fields) byType.set(typename, (fields = fieldsOf(selectionSet, typename, walk)));
  return fields;
}

function storeNameOf(field: FieldNode, walk: Walk): string {
  let name = walk.storeNames.get(field);
  if (name === undefined) walk.storeNames.set(field, (name = field.arguments?.length || field.directives?.length ? storeKeyNameFromField(field, walk.variables) : field.name.value));
  return name;
}

interface Write extends Walk {
  /** Each object's fields from this answer, by its id. */
  incoming: Map<string, StoreObject>;
  /** The selection sets an object was already written with in this answer. */
  written: Map<string, SelectionSetNode[]>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Apollo's DeepMerger with its default reconciler: objects and arrays merged key by key, without changing either. */
function deepMerge(target: unknown, source: unknown): unknown {
  if (!isObject(source) || !isObject(target)) return source;
  let merged: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const value = key in target ? (source[key] === target[key] ? target[key] : deepMerge(target[key], source[key])) : source[key];
    if (value !== target[key] || !(key in target)) (merged ??= (Array.isArray(target) ? target.slice() : { ...target }) as Record<string, unknown>)[key] = value;
  }
  return merged ?? target;
}

/** The fields of a selection set that apply to an object of type `typename` (Apollo's flattenFields, without possible types). */
function fieldsOf(selectionSet: SelectionSetNode, typename: string | undefined, write: Pick<Walk, 'variables' | 'fragments'>, into: FieldNode[] = [], seen = new Set<SelectionSetNode>()): FieldNode[] {
  if (seen.has(selectionSet)) return into;
  seen.add(selectionSet);
  for (const selection of selectionSet.selections) {
    if (!shouldInclude(selection, write.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      if (!into.includes(selection)) into.push(selection);
      continue;
    }
    const fragment = getFragmentFromSelection(selection, write.fragments);
    if (fragment && (!fragment.typeCondition || fragment.typeCondition.name.value === typename)) fieldsOf(fragment.selectionSet, typename, write, into, seen);
  }
  return into;
}

/** Apollo's getTypenameFromResult. */
function typenameOf(result: Result, selectionSet: SelectionSetNode, fragments: FragmentMap): string | undefined {
  if (typeof result.__typename === 'string') return result.__typename;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') return result[resultKeyNameFromField(selection)] as string | undefined;
    } else {
      const fragment = getFragmentFromSelection(selection, fragments);
      const typename = fragment && typenameOf(result, fragment.selectionSet, fragments);
      if (typeof typename === 'string') return typename;
    }
  }
  return undefined;
}

/** Apollo's defaultDataIdFromObject. */
function idOf(typename: string | undefined, fields: StoreObject, result: Result): string | undefined {
  if (typename === 'Query') return 'ROOT_QUERY';
  if (typeof typename !== 'string') return undefined;
  const id = fields.id !== undefined ? fields.id : result.id !== undefined ? result.id : fields._id !== undefined ? fields._id : result._id;
  if (id === undefined) return undefined;
  return `${typename}:${typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(id)}`;
}

function valueOf(value: unknown, field: FieldNode, write: Write): unknown {
  if (!field.selectionSet || value === null || !isObject(value)) return value;
  if (Array.isArray(value)) return value.map((item) => valueOf(item, field, write));
  return objectOf(value, field.selectionSet, write);
}

/** An object's fields under their store names: a `{ __ref }` when it has an id, else the fields themselves. */
function objectOf(result: Result, selectionSet: SelectionSetNode, write: Write, dataId?: string): StoreObject | { __ref: string } {
  const typename = dataId === 'ROOT_QUERY' ? 'Query' : typenameOf(result, selectionSet, write.fragments);
  let fields: StoreObject = {};
  if (typeof typename === 'string') fields.__typename = typename;
  for (const field of fieldsFor(selectionSet, typename, write)) {
    const value = result[field.alias ? field.alias.value : field.name.value];
    if (value === undefined) continue;
    const name = storeNameOf(field, write);
    const stored = valueOf(value, field, write);
    // A field met a second time (an alias, a fragment) is merged into the first; else simply set.
    if (fields[name] === undefined && !(name in fields)) fields[name] = stored as StoreObject[string];
    else fields = deepMerge(fields, { [name]: stored }) as StoreObject;
  }
  const id = dataId ?? idOf(typename, fields, result);
  if (id === undefined) return fields;
  const sets = write.written.get(id);
  if (sets?.includes(selectionSet)) return { __ref: id };
  if (sets) sets.push(selectionSet);
  else write.written.set(id, [selectionSet]);
  const earlier = write.incoming.get(id);
  write.incoming.set(id, earlier ? (deepMerge(earlier, fields) as StoreObject) : fields);
  return { __ref: id };
}

/** Writes one query's answer into `store`, as `InMemoryCache.writeQuery` then `extract()` would show it. */
export function normalizeInto(store: NormalizedCacheObject, query: DocumentNode, variables: Variables | undefined, data: Result): void {
  const write: Write = { ...walkOf(query, variables), incoming: new Map(), written: new Map() };
  objectOf(data, getMainDefinition(query).selectionSet, write, 'ROOT_QUERY');
  for (const [id, fields] of write.incoming) store[id] = store[id] ? { ...store[id], ...fields } : fields;
}

/** Reading a query back from such a state: its answer, or undefined when a field it asks for is not there. */
interface Read extends Walk {
  store: NormalizedCacheObject;
}

const MISSING = Symbol('missing');

function readObject(object: StoreObject, selectionSet: SelectionSetNode, read: Read): Result | typeof MISSING {
  const typename = typeof object.__typename === 'string' ? object.__typename : undefined;
  const result: Result = {};
  for (const field of fieldsFor(selectionSet, typename, read)) {
    const value = object[storeNameOf(field, read)];
    if (value === undefined) return MISSING;
    const answer = readValue(value, field, read);
    if (answer === MISSING) return MISSING;
    const key = resultKeyNameFromField(field);
    result[key] = key in result ? deepMerge(result[key], answer) : answer;
  }
  return result;
}

function readValue(value: unknown, field: FieldNode, read: Read): unknown {
  if (!field.selectionSet || value === null || !isObject(value)) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => readValue(item, field, read));
    return items.includes(MISSING) ? MISSING : items;
  }
  const ref = (value as { __ref?: unknown }).__ref;
  const object = typeof ref === 'string' ? read.store[ref] : (value as StoreObject);
  return object ? readObject(object, field.selectionSet, read) : MISSING;
}

/**
 * A query's answer read from a state written by normalizeInto, as `InMemoryCache.diff` (no partial
 * data, no type policies) gives it when complete; undefined when anything it asks for is missing. A
 * render reads this way what no answer was exactly for (the language switch's versions of the
 * article, from the article page's answer) instead of filling an InMemoryCache from the state and
 * reading that: a tenth of an article's render. `normalize.spec.ts` checks it against Apollo's read.
 */
export function readFrom(store: NormalizedCacheObject, query: DocumentNode, variables: Variables | undefined): Result | undefined {
  const root = store.ROOT_QUERY;
  if (!root) return undefined;
  const read: Read = { ...walkOf(query, variables), store };
  const answer = readObject(root, getMainDefinition(query).selectionSet, read);
  return answer === MISSING ? undefined : answer;
}
