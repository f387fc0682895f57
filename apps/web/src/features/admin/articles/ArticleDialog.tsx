import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { copyText } from '../images/clipboard';
import { useToast } from '../../../app/toast';
import {
  AdminAgeGroupsDocument,
  AdminArticleByIdDocument,
  AdminArticlesPageDocument,
  AdminArticleTitleDocument,
  AdminOriginalArticlesDocument,
  AdminAuthorsDocument,
  AdminCategoriesDocument,
  AdminTagsDocument,
  CreateArticleDocument,
  CreateArticlePreviewLinkDocument,
  SubmitArticleForReviewDocument,
  UpdateArticleDocument,
} from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { forgetPublicLists } from '../cache';
import { ArticleReadsChart } from '../../insight/ArticleReadsChart';
import { can } from '../../auth/permissions';
import { useSession } from '../../auth/useSession';
import { ArticleForm } from './ArticleForm';
import { emptyArticleValues, suggestedReadTime, toArticleInput, toJakartaLocal, type ArticleFormValues } from './articleForm';
import { useAdminText } from '../../../i18n/admin';
import { validationText } from '../form/validationText';

/** Lists whose rows or counts an article write changes; refetched when they are on screen (the grid's current page among them). */
export const ARTICLE_LISTS = [AdminArticlesPageDocument, AdminCategoriesDocument, AdminTagsDocument, AdminAgeGroupsDocument];

interface Props {
  /** null: 'Create New Article'; an id: 'Edit Article'. */
  articleId: number | null;
  onClose: () => void;
  /** false for a writer: drafts and Submit for review only. */
  canPublish?: boolean;
}

export function ArticleDialog({ articleId: openedId, onClose, canPublish = true }: Props) {
  // Phones: the whole screen, not a cramped box.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // A new article's first draft save (or autosave) turns the dialog into its edit dialog.
  const [articleId, setArticleId] = useState(openedId);
  const mode = articleId === null ? 'create' : 'edit';
  const [confirm, confirmDialog] = useConfirm();
  const dirty = useRef(false);
  const toast = useToast();
  const t = useAdminText();
  const authors = useQuery(AdminAuthorsDocument, { fetchPolicy: 'cache-and-network' });
  const categories = useQuery(AdminCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const tags = useQuery(AdminTagsDocument, { fetchPolicy: 'cache-and-network' });
  const ageGroups = useQuery(AdminAgeGroupsDocument, { fetchPolicy: 'cache-and-network' });
  // 'Original Article' searches the server (a page of 20 originals), never the whole list.
  const [originalSearch, setOriginalSearch] = useState('');
  const [originalWords, setOriginalWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setOriginalWords(originalSearch.trim().slice(0, 200)), 250);
    return () => clearTimeout(timer);
  }, [originalSearch]);
  const originals = useQuery(AdminOriginalArticlesDocument, { variables: { search: originalWords || undefined }, skip: articleId !== null, fetchPolicy: 'cache-and-network' });
  const originalList = (originals.data ?? originals.previousData)?.articlesAdminPage.items;
  const article = useQuery(AdminArticleByIdDocument, { variables: { id: articleId ?? 0 }, skip: articleId === null, fetchPolicy: 'network-only' });
  const [createArticle] = useMutation(CreateArticleDocument, { refetchQueries: ARTICLE_LISTS, update: (cache) => forgetPublicLists(cache) });
  const [updateArticle] = useMutation(UpdateArticleDocument, { refetchQueries: ARTICLE_LISTS, update: (cache) => forgetPublicLists(cache) });
  const [createPreviewLink] = useMutation(CreateArticlePreviewLinkDocument);
  const [submitForReview] = useMutation(SubmitArticleForReviewDocument, { refetchQueries: [AdminArticlesPageDocument] });

  // A signed link, valid 7 days, that shows the saved article as readers will see it, to open or share.
  const preview = async (action: 'open' | 'copy') => {
    // The tab opens in the click itself (after an await the browser would block it as a pop-up).
    const tab = action === 'open' ? window.open('about:blank', '_blank') : null;
    try {
      const { data } = await createPreviewLink({ variables: { id: articleId! } });
      const url = data!.createArticlePreviewLink.url;
      const unsaved = dirty.current ? t('articles.dialog.previewUnsaved') : '';
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
        toast({ title: t('articles.dialog.previewOpened'), description: t('articles.dialog.previewValid') + unsaved });
      } else {
        await copyText(url);
        toast({ title: t('articles.dialog.previewCopied'), description: t('articles.dialog.previewLink', { url }) + unsaved });
      }
    } catch (error) {
      tab?.close();
      toast({ title: t('articles.toast.error'), description: serverMessage(error, t('articles.dialog.previewFailed')), variant: 'destructive' });
    }
  };

  // Leaving with unsaved changes asks first: closing the dialog, reloading or leaving the page.
  const requestClose = useCallback(async () => {
    if (dirty.current && !(await confirm({ title: t('articles.dialog.discardTitle'), message: t('articles.dialog.discardMessage'), confirmLabel: t('articles.dialog.discard') }))) return;
    onClose();
  }, [confirm, onClose, t]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const existing = article.data?.articleById;
  // Reads over time (issue 31): a published article, for those who see the insight (editors, admins).
  const { user } = useSession();
  const showReads = !!existing && existing.status === 'published' && can(user?.role, 'VIEW_INSIGHT');
  const parentId = existing?.parentArticleId ?? null;
  const parent = useQuery(AdminArticleTitleDocument, { variables: { id: parentId ?? 0 }, skip: parentId === null, errorPolicy: 'ignore', fetchPolicy: 'cache-first' });
  // Kept while a just-created draft loads, so the open form (and its editor) stays on screen.
  const lastValues = useRef<ArticleFormValues | null>(null);
  const initialValues = useMemo<ArticleFormValues | null>(() => {
    if (mode === 'create') return emptyArticleValues();
    if (!existing) return lastValues.current;
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
      readTimeFromText: existing.readTime === suggestedReadTime(existing.content),
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
  lastValues.current = initialValues;

  // A save forgets cached lists (forgetPublicLists) and they are asked again: meanwhile the open form
  // keeps the lists it had instead of unmounting (and losing what is being typed).
  const authorList = (authors.data ?? authors.previousData)?.authors;
  const categoryList = (categories.data ?? categories.previousData)?.categories;
  const tagList = (tags.data ?? tags.previousData)?.tags;
  const ageGroupList = (ageGroups.data ?? ageGroups.previousData)?.ageGroups;
  const ready = initialValues && authorList && categoryList && tagList && ageGroupList;
  const failed = article.error || authors.error || categories.error;

  /**
   * Saves with the button's intent. The original Create/Update Article (and Publish, Schedule,
   * Unpublish) close the dialog; Save draft and the autosave keep the editor open.
   */
  const save = (values: ArticleFormValues, autosave = false) => {
    // Create Article publishes now (the spec), even when an autosave made the article a draft first.
    if (!autosave && mode === 'create' && values.intent === 'save') values = { ...values, intent: 'publish' };
    // One save at a time: a click during an autosave waits for it, then updates the draft the
    // autosave created instead of creating the article a second time.
    const run = pending.current.then(() => saveNow(values, autosave));
    pending.current = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  const pending = useRef<Promise<void>>(Promise.resolve());
  const idRef = useRef(articleId);
  idRef.current = articleId;

  const saveNow = async (values: ArticleFormValues, autosave: boolean) => {
    const staysOpen = autosave || values.intent === 'draft';
    const id = idRef.current;
    const input = toArticleInput(autosave ? { ...values, intent: 'draft' } : values, id === null ? 'create' : 'edit', new Date(), canPublish);
    const submitting = !autosave && values.intent === 'review';
    const done = submitting ? t('articles.dialog.submitted') : null;
    try {
      let savedId = id;
      if (id === null) {
        const { data } = await createArticle({ variables: { input } });
        if (data) savedId = data.createArticle.id;
        if ((staysOpen || submitting) && data) setArticleId((idRef.current = data.createArticle.id));
      } else {
        await updateArticle({ variables: { id, input } });
      }
      // A writer's Submit for review: saved as a draft first, then handed to the editors.
      if (submitting && savedId !== null) await submitForReview({ variables: { id: savedId } });
      if (!autosave) toast({ title: done ?? t(staysOpen ? 'articles.dialog.draftSaved' : id === null ? 'articles.dialog.created' : 'articles.toast.updated') });
      if (!staysOpen) {
        dirty.current = false;
        onClose();
      }
      return undefined;
    } catch (error) {
      const fallback = t(autosave ? 'articles.dialog.autosaveFailed' : id === null ? 'articles.dialog.createFailed' : 'articles.toast.updateFailed');
      toast({ title: t('articles.toast.error'), description: serverMessage(error, fallback), variant: 'destructive' });
      if (autosave) throw error;
      return serverFieldErrors(error);
    }
  };

  return (
    <Dialog fullScreen={fullScreen} open onClose={(_e, reason) => reason !== 'backdropClick' && void requestClose()} maxWidth="lg" fullWidth scroll="paper" aria-labelledby="article-dialog-title">
      <DialogTitle id="article-dialog-title">{mode === 'create' ? t('articles.dialog.createTitle') : t('articles.dialog.editTitle')}</DialogTitle>
      {ready ? (
        <ArticleForm
          mode={mode}
          articleId={articleId ?? undefined}
          initialValues={initialValues}
          authors={authorList.map((a) => ({ value: a.id, label: a.name }))}
          categories={categoryList.map((c) => ({ value: c.id, label: c.name }))}
          tags={tagList.map((t) => ({ value: t.id, label: t.name }))}
          ageGroups={ageGroupList.map((g) => ({ value: g.id, label: g.name }))}
          originals={(originalList ?? []).filter((a) => a.id !== articleId)}
          onOriginalSearch={setOriginalSearch}
          parentArticle={parent.data?.articleById ?? null}
          reads={showReads && existing ? <ArticleReadsChart article={existing} /> : undefined}
          onSubmit={(values) => save(values)}
          onAutosave={async (values) => void (await save(values, true))}
          onCancel={() => void requestClose()}
          onDirtyChange={(value) => (dirty.current = value)}
          onPreview={mode === 'edit' ? (action) => void preview(action) : undefined}
          canPublish={canPublish}
        />
      ) : (
        <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          {failed ? validationText(t, serverMessage(failed, t('articles.dialog.loadFailed'))) : <CircularProgress aria-label={t('articles.dialog.loading')} />}
        </Box>
      )}
      {confirmDialog}
    </Dialog>
  );
}
