/** Every operation the web client sends stays well inside the GraphQL limits (issue 18). */
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, validate, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS, graphqlProtection, listCost } from './limits';
import { getSchema } from './schema';

const WEB_SRC = path.resolve(__dirname, '../../../web/src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.graphql') ? [path.join(dir, e.name)] : []));

const all = parse(files(WEB_SRC).map((f) => fs.readFileSync(f, 'utf8')).join('\n'));
const fragments = all.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = all.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The operation with the fragments it uses, as the client sends it. */
function documentOf(op: OperationDefinitionNode): DocumentNode {
  const used = new Set<string>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        const frag = fragments.find((f) => f.name.value === spread.name.value);
        if (frag) walk(frag);
      },
    });
  walk(op);
  return { kind: Kind.DOCUMENT, definitions: [op, ...fragments.filter((f) => used.has(f.name.value))] };
}

it('finds the client operations', () => {
  expect(operations.length).toBeGreaterThan(30);
});

it.each(operations.map((op) => [op.name?.value ?? '(anonymous)', op] as const))('%s passes every limit with room to spare', async (_name, op) => {
  const schema = await getSchema();
  const doc = documentOf(op);
  // Half of each limit but depth (the article page is 8 deep of 10): a client change that nears one shows here first.
  const half = { ...GRAPHQL_LIMITS, maxAliases: 8, maxDirectives: 10, maxStructuralCost: GRAPHQL_LIMITS.maxStructuralCost / 2 };
  expect(validate(schema, doc, graphqlProtection({ introspection: false }, half).validationRules).map((e) => e.message)).toEqual([]);
  expect(() => new MaxTokensParserWLexer(print(doc), { n: GRAPHQL_LIMITS.maxTokens / 2 }).parseDocument()).not.toThrow();
  // The largest page the client asks for is 24 items.
  const variables = Object.fromEntries((op.variableDefinitions ?? []).map((v) => [v.variable.name.value, 24]));
  expect(listCost(schema, doc.definitions, op, variables)).toBeLessThan(GRAPHQL_LIMITS.maxListCost / 2);
});
