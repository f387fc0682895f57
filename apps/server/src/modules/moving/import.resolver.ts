import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { ImportRunView } from './import.service';

@ObjectType({ description: 'An uploaded export: its dry-run report, then the progress and report of its import (issue 32)' })
export class ImportRunType {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'wordpress | blogger | ghost' }) source: string;
  @Field(() => String) fileName: string;
  @Field(() => String, { description: 'en | id | detect' }) language: string;
  @Field(() => String, { description: 'analysed | queued | running | done | failed | cancelled' }) status: string;
  @Field(() => Int, { description: 'Steps done (images, then posts)' }) done: number;
  @Field(() => Int) total: number;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The dry-run report, then the final one (docs/export-format.md)' }) report: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: 'Why a failed or cancelled run stopped' }) error: string | null;
}

const asType = (v: ImportRunView) => v as unknown as ImportRunType;

@Resolver()
export class ImportResolver {
  @Authorized('MOVE_SITE')
  @Query(() => ImportRunType, { description: 'An import run (polled for progress)' })
  async importRun(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ImportRunType> {
    return asType(await services.imports.get(id));
  }

  @Authorized('MOVE_SITE')
  @Mutation(() => ImportRunType, { description: 'Starts an analysed import as a background job' })
  async startImport(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ImportRunType> {
    return asType(await services.imports.start(id));
  }

  @Authorized('MOVE_SITE')
  @Mutation(() => ImportRunType, { description: 'Cancels an import: what it did is rolled back' })
  async cancelImport(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ImportRunType> {
    return asType(await services.imports.cancel(id));
  }
}
