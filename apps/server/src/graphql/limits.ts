/**
 * GraphQL abuse limits, checked before anything runs. graphql-armor bounds the document itself:
 * tokens (while parsing), depth, aliases, directives and a structural cost (during validation).
 * What armor cannot see is how many items a list field returns: our `limit`/`pageSize` arguments,
 * often passed as variables. listCostPlugin counts those with the request's variables, once the
 * operation is known, so `articles(limit: $n)` costs what $n asks for.
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { RequestHandler } from 'express';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  getNamedType,
  isListType,
  isNonNullType,
  Kind,
  OperationTypeNode,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  /** Aliases per operation: the login mutation cannot be repeated more than this in one request. */
  maxAliases: 15,
  maxDirectives: 20,
  /** The web client's longest operation is about 120 tokens; the Sandbox's introspection about 180. */
  maxTokens: 1000,
  /** armor's structural cost (objects 2, scalars 1, ×1.5 per level): the client's dearest, the article page, is about 1,020. */
  maxStructuralCost: 5_000,
  /** Items an operation may ask for, lists multiplying their children. */
  maxListCost: 20_000,
};
/** What a list field is assumed to return when no `limit`/`pageSize` argument bounds it. */
const DEFAULT_LIST_SIZE = 20;
const LIST_SIZE_ARGUMENTS = ['limit', 'pageSize'];

/** armor's "Syntax Error: Query depth limit of 10 exceeded, found 12." read as a sentence of ours. */
const reword = (prefix: string) => (message: string) => `${prefix}: ${message.replace(/^Syntax Error: /, '')}`;

/** Reports an armor rejection as a validation error (Apollo answers it with 400). */
const report =
  (say: (message: string) => string) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(new GraphQLError(say(error.message)));
  };

export interface GraphQLProtection {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin<BaseContext>[];
}

/**
 * Every limit, for ApolloServer's validationRules and plugins. Field suggestions ("Did you mean…")
 * are hidden when introspection is: they would reveal the schema piece by piece.
 */
export function graphqlProtection(options: { introspection: boolean }, limits = GRAPHQL_LIMITS): GraphQLProtection {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, propagateOnRejection: false, onReject: [report(reword('Query is too deep'))] },
    maxAliases: { n: limits.maxAliases, propagateOnRejection: false, onReject: [report(reword('Too many aliases'))] },
    maxDirectives: { n: limits.maxDirectives, propagateOnRejection: false, onReject: [report(reword('Too many directives'))] },
    costLimit: { maxCost: limits.maxStructuralCost, propagateOnRejection: false, onReject: [report(reword('Query is too expensive'))] },
    // Tokens are counted by tokenLimit below: armor's own Apollo plugin turns its refusal into a 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: !options.introspection },
  });
  const { validationRules, plugins } = armor.protect();
  return { validationRules, plugins: [...plugins, listCostPlugin(limits.maxListCost)] };
}

/**
 * Counts the document's tokens with armor's lexer before Apollo parses it: 400 past `maxTokens`.
 * An express handler in front of Apollo, because Apollo answers 500 to anything its hooks throw.
 */
export function tokenLimit(maxTokens: number = GRAPHQL_LIMITS.maxTokens): RequestHandler {
  return (req, res, next) => {
    const source: unknown = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    if (typeof source !== 'string') return next();
    try {
      new MaxTokensParserWLexer(source, { n: maxTokens }).parseDocument();
    } catch (err) {
      const message = err instanceof GraphQLError ? err.message : '';
      // Syntax errors are Apollo's to report; only the token limit is answered here.
      if (!message.includes('Token limit')) return next();
      res.status(400).json({ errors: [{ message: reword('Query is too long')(message), extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
      return;
    }
    next();
  };
}

/** Refuses an operation whose lists, sized by their arguments and variables, ask for too many items. */
export function listCostPlugin(maxCost: number): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const cost = listCost(schema, document.definitions, operation, request.variables ?? {});
          if (cost > maxCost) {
            throw new GraphQLError(`Query is too expensive: estimated cost ${cost} exceeds the limit of ${maxCost}; ask for fewer items or fewer nested lists`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

const isList = (type: unknown): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));

/** Each object (or list of objects) costs 1 per item plus what it selects; scalars are free. */
export function listCost(schema: GraphQLSchema, definitions: readonly { kind: Kind }[], operation: OperationDefinitionNode, variables: Record<string, unknown>): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set((def as FragmentDefinitionNode).name.value, def as FragmentDefinitionNode);
  const defaults: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) if (v.defaultValue) defaults[v.variable.name.value] = valueFromASTUntyped(v.defaultValue);
  const values = { ...defaults, ...variables };

  const listSize = (field: FieldNode): number => {
    const arg = field.arguments?.find((a) => LIST_SIZE_ARGUMENTS.includes(a.name.value));
    const raw = arg ? valueFromASTUntyped(arg.value, values) : undefined;
    const n = typeof raw === 'number' && Number.isFinite(raw) ? raw : DEFAULT_LIST_SIZE;
    return Math.max(1, Math.min(Math.trunc(n), 10_000));
  };

  const walk = (set: SelectionSetNode, parentType: ReturnType<typeof getNamedType>, seen: Set<string>): number => {
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__') || !sel.selectionSet) continue;
        const def = parentType && 'getFields' in parentType ? parentType.getFields()[sel.name.value] : undefined;
        if (!def) continue;
        const multiplier = isList(def.type) ? listSize(sel) : 1;
        cost += multiplier * (1 + walk(sel.selectionSet, getNamedType(def.type), seen));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parentType;
        cost += walk(sel.selectionSet, type as ReturnType<typeof getNamedType>, seen);
      } else {
        const frag = fragments.get(sel.name.value);
        if (!frag || seen.has(sel.name.value)) continue; // cycles are refused by validation
        cost += walk(frag.selectionSet, schema.getType(frag.typeCondition.name.value), new Set([...seen, sel.name.value]));
      }
    }
    return cost;
  };

  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : operation.operation === OperationTypeNode.SUBSCRIPTION ? schema.getSubscriptionType() : schema.getQueryType();
  return walk(operation.selectionSet, root ?? undefined, new Set());
}
