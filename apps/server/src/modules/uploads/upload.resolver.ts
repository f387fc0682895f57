import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UploadedImage } from './image.entity';
import { uploadStreamError } from './upload.service';

@Resolver(() => UploadedImage)
export class UploadResolver {
  @Authorized('WRITE_ARTICLES')
  @Mutation(() => UploadedImage, { description: 'Stores an image (JPEG, PNG, GIF or WebP, at most 5 MB); send it as a GraphQL multipart request' })
  async uploadImage(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('uploadType', () => String, { nullable: true, description: 'general (default), article-thumbnail, article-content, author or tool' })
    uploadType?: string,
    @Arg('articleId', () => Int, { nullable: true }) articleId?: number,
  ): Promise<UploadedImage> {
    let upload: FileUpload;
    try {
      upload = await file;
    } catch (err) {
      throw uploadStreamError(err);
    }
    return services.uploads.upload({ file: () => upload.createReadStream(), uploadType, articleId, actor: user });
  }

  @Authorized('WRITE_ARTICLES')
  @Query(() => [UploadedImage], { description: 'The images uploaded for an article, newest first (writers: their own articles)' })
  articleImages(@Ctx() { services, user }: GraphQLContext, @Arg('articleId', () => Int) articleId: number): Promise<UploadedImage[]> {
    return services.uploads.listForArticle(articleId, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Boolean, { description: 'Removes an uploaded image: its file and its record' })
  async deleteImage(@Ctx() { services, user }: GraphQLContext, @Arg('url', () => String) url: string): Promise<boolean> {
    await services.uploads.remove(url, user);
    return true;
  }
}

// The GraphQL resolvers of this feature (listed in graphql/resolvers.ts).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const uploadResolvers: Function[] = [UploadResolver];
