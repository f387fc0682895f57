import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useToast } from '../../../app/toast';
import {
  AdminAgeGroupsDocument,
  AdminArticleByIdDocument,
  AdminArticlesDocument,
  AdminAuthorsDocument,
  AdminCategoriesDocument,
  AdminTagsDocument,
  CreateArticleDocument,
  CreateArticlePreviewLinkDocument,
  UpdateArticleDocument,
} from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { forgetPublicLists } from '../cache';
import { ArticleForm } from './ArticleForm';
import { emptyArticleValues, toArticleInput, toJakartaLocal, type ArticleFormValues } from './articleForm';

/** Lists whose rows or counts an article write changes; refetched when they are on screen. */
export const ARTICLE_LISTS = [AdminArticlesDocument, AdminCategoriesDocument, AdminTagsDocument, AdminAgeGroupsDocument];

interface Props {
  /** null: 'Create New Article'; an id: 'Edit Article'. */
  articleId: number | null;
  onClose: () => void;
}

export function ArticleDialog({ articleId, onClose }: Props) {
  // Phones: the whole screen, not a cramped box.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const mode = articleId === null ? 'create' : 'edit';
  const toast = useToast();
  const authors = useQuery(AdminAuthorsDocument, { fetchPolicy: 'cache-and-network' });
  const categories = useQuery(AdminCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const tags = useQuery(AdminTagsDocument, { fetchPolicy: 'cache-and-network' });
  const ageGroups = useQuery(AdminAgeGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const articles = useQuery(AdminArticlesDocument, { fetchPolicy: 'cache-first' });
  const article = useQuery(AdminArticleByIdDocument, { variables: { id: articleId ?? 0 }, skip: articleId === null, fetchPolicy: 'network-only' });
  const [createArticle] = useMutation(CreateArticleDocument, { refetchQueries: ARTICLE_LISTS, update: (cache) => forgetPublicLists(cache) });
  const [updateArticle] = useMutation(UpdateArticleDocument, { refetchQueries: ARTICLE_LISTS, update: (cache) => forgetPublicLists(cache) });
  const [createPreviewLink] = useMutation(CreateArticlePreviewLinkDocument);

  // A signed link, valid 7 days, that shows the saved article as readers will see it.
  const preview = async () => {
    try {
      const { data } = await createPreviewLink({ variables: { id: articleId! } });
      const url = data!.createArticlePreviewLink.url;
      window.open(url, '_blank', 'noopener');
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      toast({ title: 'Preview link ready', description: `${url} (copied; valid for 7 days)` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Failed to create a preview link'), variant: 'destructive' });
    }
  };

  const existing = article.data?.articleById;
  const initialValues = useMemo<ArticleFormValues | null>(() => {
    if (mode === 'create') return emptyArticleValues();
    if (!existing) return null;
    return {
      ...emptyArticleValues(),
      title: existing.title,
      slug: existing.slug,
      authorId: existing.authorId ?? '',
      categoryId: existing.categoryId,
      language: existing.language,
      isTranslation: existing.parentArticleId !== null,
      parentArticleId: existing.parentArticleId ?? '',
      readTime: existing.readTime,
      isFeatured: existing.isFeatured,
      isEditorsPick: existing.isEditorsPick,
      imageUrl: existing.imageUrl ?? '',
      ageGroupIds: existing.ageGroups.map((a) => a.id),
      tagIds: existing.tags.map((t) => t.id),
      excerpt: existing.excerpt,
      content: existing.content,
      metaTitle: existing.metaTitle ?? '',
      metaDescription: existing.metaDescription ?? '',
      status: existing.status,
      publishAt: existing.status === 'scheduled' ? toJakartaLocal(new Date(existing.publishDate)) : '',
    };
  }, [mode, existing]);

  const ready = initialValues && authors.data && categories.data && tags.data && ageGroups.data;
  const failed = article.error || authors.error || categories.error;

  const submit = async (values: ArticleFormValues) => {
    try {
      if (mode === 'create') {
        await createArticle({ variables: { input: toArticleInput(values, 'create') } });
        toast({ title: 'Article created successfully' });
      } else {
        await updateArticle({ variables: { id: articleId!, input: toArticleInput(values, 'edit') } });
        toast({ title: 'Article updated successfully' });
      }
      onClose();
      return undefined;
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, mode === 'create' ? 'Failed to create article' : 'Failed to update article'), variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };

  return (
    <Dialog fullScreen={fullScreen} open onClose={(_e, reason) => reason !== 'backdropClick' && onClose()} maxWidth="lg" fullWidth scroll="paper" aria-labelledby="article-dialog-title">
      <DialogTitle id="article-dialog-title">{mode === 'create' ? 'Create New Article' : 'Edit Article'}</DialogTitle>
      {ready ? (
        <ArticleForm
          mode={mode}
          articleId={articleId ?? undefined}
          initialValues={initialValues}
          authors={authors.data!.authors.map((a) => ({ value: a.id, label: a.name }))}
          categories={categories.data!.categories.map((c) => ({ value: c.id, label: c.name }))}
          tags={tags.data!.tags.map((t) => ({ value: t.id, label: t.name }))}
          ageGroups={ageGroups.data!.ageGroups.map((g) => ({ value: g.id, label: g.name }))}
          originals={(articles.data?.adminArticles ?? []).filter((a) => a.parentArticleId === null && a.id !== articleId).map((a) => ({ id: a.id, title: a.title, language: a.language }))}
          onSubmit={submit}
          onCancel={onClose}
          onPreview={mode === 'edit' ? () => void preview() : undefined}
        />
      ) : (
        <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          {failed ? serverMessage(failed, 'Failed to load the article') : <CircularProgress aria-label="Loading" />}
        </Box>
      )}
    </Dialog>
  );
}
