import { GraphQLObjectType, GraphQLScalarType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type ResolverParam = NonNullable<ReturnType<typeof getMetadataStorage>['fieldResolvers'][number]['params']>[number];
type Resolve = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;
/** A class, as type-graphql's metadata names one. */
type Target = object;
type ResolverInstance = Record<string, (...params: unknown[]) => unknown>;

/** Falls back to type-graphql's own resolver for this call (a root it would convert). */
const CONVERT = Symbol('convert');

/**
 * Reads one parameter as type-graphql's getParams does, for the kinds it can read at once: the root
 * (when it already is an instance of its class), the context (or one of its properties), the info,
 * and a scalar argument. Undefined when the parameter is of another kind.
 */
function readerOf(param: ResolverParam): ((root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown) | undefined {
  switch (param.kind) {
    case 'root': {
      if (param.propertyName) return undefined;
      const type: unknown = param.getType?.();
      if (typeof type !== 'function') return (root) => root;
      return (root) => (root === null || root === undefined || typeof root !== 'object' || root instanceof type ? root : CONVERT);
    }
    case 'context': {
      const property = param.propertyName;
      return property ? (_root, _args, context) => (context as Record<string, unknown>)[property] : (_root, _args, context) => context;
    }
    case 'info':
      return (_root, _args, _context, info) => info;
    case 'arg': {
      if (param.validateFn || param.validateSettings) return undefined;
      const type: unknown = param.getType();
      if (!(type instanceof GraphQLScalarType || type === String || type === Number || type === Boolean)) return undefined;
      const name = param.name;
      return (_root, args) => args[name];
    }
    default:
      return undefined;
  }
}

/**
 * Calls the schema's field resolvers directly instead of through type-graphql's machinery, which for
 * every field resolved makes a `{ root, args, context, info }`, sorts and maps the parameters anew,
 * and reads each `@Arg` through an async validator: a promise per field even with validation off,
 * as it is here (schema.ts). A promise in an object makes graphql-js wait for all its fields
 * (`Promise.all`) and so its parent's, up to the root: an article page's categories and tags (their
 * `name(lang)`) made every article of the answer wait.
 *
 * Only where nothing is lost: a field resolver with no roles (`@Authorized`) and no middlewares, whose
 * parameters are a root, the context, the info or scalar arguments, is called with the same values
 * on one instance of its resolver class (the resolvers keep no state); a plain field with no roles
 * or middlewares reads its property. Everything else keeps type-graphql's resolver, and so does a
 * call whose root is not an instance of its class yet (type-graphql converts it). Needs a schema
 * built without global middlewares and with validation off, as schema.ts builds it.
 */
export function callResolversDirectly(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const typeNames = new Map<Target, string>(storage.objectTypes.map((type) => [type.target, type.name]));
  const fieldOf = (target: Target, name: string) => {
    const type = schema.getType(typeNames.get(target) ?? '');
    return type instanceof GraphQLObjectType ? type.getFields()[name] : undefined;
  };
  const handled = new Set<string>();
  const instances = new Map<Target, ResolverInstance>();

  for (const resolver of storage.fieldResolvers) {
    if (resolver.kind !== 'external' || resolver.roles?.length || resolver.middlewares?.length || !resolver.getObjectType) continue;
    const objectType = resolver.getObjectType();
    const field = fieldOf(objectType, resolver.schemaName);
    const params = [...(resolver.params ?? [])].sort((a, b) => a.index - b.index);
    const readers = params.map(readerOf);
    const original = field?.resolve;
    if (!field || !original || params.some((param, i) => param.index !== i) || readers.some((read) => !read)) continue;
    handled.add(`${typeNames.get(objectType)}.${resolver.schemaName}`);
    let instance = instances.get(resolver.target);
    if (!instance) instances.set(resolver.target, (instance = new (resolver.target as new () => ResolverInstance)()));
    const target = instance;
    const method = resolver.methodName;
    const read = readers as NonNullable<(typeof readers)[number]>[];
    field.resolve = ((root, args, context, info) => {
      const values = new Array<unknown>(read.length);
      for (let i = 0; i < read.length; i++) {
        const value = read[i](root, args, context, info);
        if (value === CONVERT) return original(root, args, context, info);
        values[i] = value;
      }
      return target[method](...values);
    }) as Resolve;
  }

  for (const type of storage.objectTypes) {
    for (const meta of type.fields ?? []) {
      const key = `${type.name}.${meta.schemaName}`;
      if (handled.has(key) || meta.target !== type.target || meta.roles?.length || meta.middlewares?.length) continue;
      // A field with a resolver of its own (handled above or not) is not a plain property.
      if (storage.fieldResolvers.some((resolver) => resolver.getObjectType?.() === type.target && resolver.methodName === meta.name)) continue;
      const field = fieldOf(type.target, meta.schemaName);
      if (!field?.resolve) continue;
      const property = meta.name;
      field.resolve = ((root: Record<string, unknown>) => root[property]) as Resolve;
    }
  }
}
