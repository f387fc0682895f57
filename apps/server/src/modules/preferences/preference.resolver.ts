import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@Resolver()
export class PreferenceResolver {
  @Authorized('USE_ADMIN')
  @Query(() => String, { description: "The signed-in person's admin language: en (until chosen) or id" })
  adminLanguage(@Ctx() { services, user }: GraphQLContext): Promise<string> {
    return services.preferences.adminLanguage(user!.id);
  }

  @Authorized('USE_ADMIN')
  @Mutation(() => String, { description: "Remembers the signed-in person's admin language (en or id); answers it" })
  setAdminLanguage(@Ctx() { services, user }: GraphQLContext, @Arg('language', () => String) language: string): Promise<string> {
    return services.preferences.setAdminLanguage(user!.id, language);
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const preferenceResolvers: Function[] = [PreferenceResolver];
