/**
 * GraphQL abuse limits, checked during validation (before anything runs): query depth and an
 * estimated cost where list fields multiply their children by their `limit` (or a default).
 */
import {
  GraphQLError,
  getNamedType,
  isListType,
  isNonNullType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_COST = 20_000;
/** What a list field is assumed to return when no `limit`/`pageSize` argument bounds it. */
const DEFAULT_LIST_SIZE = 20;

const isList = (type: unknown): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));

export function queryLimits(maxDepth = MAX_DEPTH, maxCost = MAX_COST): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const schema = context.getSchema();

    const walk = (set: SelectionSetNode, parentType: ReturnType<typeof getNamedType>, depth: number, seen: Set<string>): { depth: number; cost: number } => {
      let maxSeen = depth;
      let cost = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          const field = sel as FieldNode;
          if (field.name.value.startsWith('__')) continue;
          const def = parentType && 'getFields' in parentType ? parentType.getFields()[field.name.value] : undefined;
          if (!def) continue;
          let multiplier = 1;
          if (isList(def.type)) {
            const arg = field.arguments?.find((a) => ['limit', 'pageSize'].includes(a.name.value));
            const n = arg && arg.value.kind === Kind.INT ? Number(arg.value.value) : DEFAULT_LIST_SIZE;
            multiplier = Math.max(1, Math.min(n, 10_000));
          }
          if (field.selectionSet) {
            // Each object (or list of objects) costs 1 per item plus what it selects; scalars are free.
            const child = walk(field.selectionSet, getNamedType(def.type), depth + 1, seen);
            maxSeen = Math.max(maxSeen, child.depth);
            cost += multiplier * (1 + child.cost);
          } else maxSeen = Math.max(maxSeen, depth);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parentType;
          const child = walk(sel.selectionSet, type as ReturnType<typeof getNamedType>, depth, seen);
          maxSeen = Math.max(maxSeen, child.depth);
          cost += child.cost;
        } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
          const name = sel.name.value;
          const frag = fragments.get(name);
          if (!frag || seen.has(name)) continue; // cycles are reported by graphql-js itself
          const type = schema.getType(frag.typeCondition.name.value);
          const child = walk(frag.selectionSet, type as ReturnType<typeof getNamedType>, depth, new Set([...seen, name]));
          maxSeen = Math.max(maxSeen, child.depth);
          cost += child.cost;
        }
      }
      return { depth: maxSeen, cost };
    };

    return {
      OperationDefinition(node) {
        const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
        const { depth, cost } = walk(node.selectionSet, root ?? undefined, 1, new Set());
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}`, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
        } else if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`Query is too expensive: estimated cost ${cost} exceeds the limit of ${maxCost}; ask for fewer items or fewer nested lists`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        }
      },
    };
  };
}
