import { execute, GraphQLInt, GraphQLObjectType, GraphQLSchema, parse } from 'graphql';
import { LIST_ARTICLES, ReadKeys } from '../http/cache-keys';
import { collectReadKeys } from './cache-plugin';

/** A schema with the root field `article`, whose resolver answers what `answer` gives. */
function schemaAnswering(answer: () => unknown) {
  let calls = 0;
  const Article = new GraphQLObjectType({ name: 'Article', fields: { id: { type: GraphQLInt } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        article: {
          type: Article,
          resolve: () => {
            calls++;
            return answer();
          },
        },
      },
    }),
  });
  collectReadKeys(schema);
  return { schema, calls: () => calls };
}

async function keysOf(answer: () => unknown): Promise<string[] | undefined> {
  const { schema } = schemaAnswering(answer);
  const reads = new ReadKeys();
  await execute({ schema, document: parse('{ article { id } }'), contextValue: { reads } });
  return reads.result();
}

describe('collectReadKeys', () => {
  it("adds an object's key, and the list a single read's missing or failed answer would appear in", async () => {
    expect(await keysOf(() => ({ id: 7 }))).toEqual(expect.arrayContaining(['article:7']));
    expect(await keysOf(() => ({ id: 7 }))).not.toContain(LIST_ARTICLES);
    expect(await keysOf(() => Promise.resolve({ id: 8 }))).not.toContain(LIST_ARTICLES);
    for (const missing of [() => null, () => undefined, () => Promise.resolve(null)]) expect(await keysOf(missing)).toContain(LIST_ARTICLES);
    const failures = [
      () => {
        throw new Error('down');
      },
      () => Promise.reject(new Error('down')),
    ];
    for (const failed of failures) expect(await keysOf(failed)).toContain(LIST_ARTICLES);
  });

  it('resolves as before without a collector, and wraps a schema once', async () => {
    const { schema, calls } = schemaAnswering(() => ({ id: 3 }));
    const wrapped = schema.getQueryType()!.getFields().article.resolve;
    collectReadKeys(schema);
    expect(schema.getQueryType()!.getFields().article.resolve).toBe(wrapped);
    const result = await execute({ schema, document: parse('{ article { id } }'), contextValue: {} });
    expect(result).toEqual({ data: { article: { id: 3 } } });
    expect(calls()).toBe(1);
  });
});
