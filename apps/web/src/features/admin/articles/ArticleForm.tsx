import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@tumbuh/shared';
import type { SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { FormTextField } from '../../../components/FormTextField';
import { CheckboxGroup, FormCheckbox, FormSelect, SlugSuggestion, type Option } from '../form/fields';
import { ImageUploadField } from '../images/ImageUploadField';
import { ContentField } from './ContentField';
import { EditorialBar } from './EditorialBar';
import type { FormApi } from 'final-form';
import { EDITOR_TIME_ZONE, suggestedReadTime, validateArticleForm, type ArticleFormValues, type ArticleIntent } from './articleForm';
import { useAdminText } from '../../../i18n/admin';
import { useArticleWords } from './articleWords';
import { translateErrors } from '../form/validationText';

export interface OriginalArticle {
  id: number;
  title: string;
  language: string;
}

export interface ArticleFormProps {
  mode: 'create' | 'edit';
  articleId?: number;
  initialValues: ArticleFormValues;
  authors: Option[];
  categories: Option[];
  tags: Option[];
  ageGroups: Option[];
  /**
   * Articles that are not translations themselves: the choices for 'Original Article', as the
   * dialog found them for the words typed in the field (onOriginalSearch), never the whole list.
   */
  originals: OriginalArticle[];
  /** The words typed in 'Original Article' (the dialog searches the server). */
  onOriginalSearch?: (text: string) => void;
  /** Shown at the end of the form: the published article's reads over time (issue 31). */
  reads?: ReactNode;
  /** Edit mode: the original this article translates, when the dialog could read it. */
  parentArticle?: OriginalArticle | null;
  onSubmit: (values: ArticleFormValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
  /** Opens or copies a signed preview link of the saved article (edit mode). */
  onPreview?: (action: 'open' | 'copy') => void;
  /** Saves a draft in the background (EditorialBar's autosave). */
  onAutosave?: (values: ArticleFormValues) => Promise<void>;
  /** Told whether the form has unsaved changes (the dialog warns before closing). */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Editors and admins publish, schedule and feature; a writer (false) saves drafts and submits them
   * for review only (features/auth/permissions.ts, as the server decides).
   */
  canPublish?: boolean;
}


/** Every field of the article dialog (docs/decisions.md#screens) in order, with the shared rules. */
export function ArticleForm({ mode, articleId, initialValues, authors, categories, tags, ageGroups, originals, onOriginalSearch = ignore, parentArticle = null, reads, onSubmit, onCancel, onPreview, onAutosave = noSave, onDirtyChange = ignore, canPublish = true }: ArticleFormProps) {
  const [uploading, setUploading] = useState(false);
  const words = useArticleWords();
  const { t } = words;
  const languageOptions = LANGUAGES.map((l) => ({ value: l.code, label: words.languageName(l.code) }));
  return (
    <Form<ArticleFormValues>
      // The shared rules' English messages, shown in the admin's language (form/validationText).
      onSubmit={async (values) => translateErrors(t, await onSubmit(values))}
      validate={(values) => translateErrors(t, validateArticleForm(values))}
      initialValues={initialValues}
      // A save answers the saved article as new initial values; edits typed meanwhile stay.
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting, values, form }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={mode === 'create' ? t('articles.dialog.createTitle') : t('articles.dialog.editTitle')} sx={{ display: 'contents' }}>
          <SlugSuggestion from="title" enabled={mode === 'create'} />
          <ReadTimeFromText />
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <EditorialBar mode={mode} articleId={articleId} publishAt={initialValues.publishAt} onPreview={onPreview} onAutosave={onAutosave} onDirtyChange={onDirtyChange} />
              <FormTextField name="title" label={t('articles.form.title')} fullWidth required />
              <FormTextField
                name="slug"
                label={t('articles.form.slug')}
                fullWidth
                required
                helperText={t(mode === 'create' ? 'articles.form.slugHelpCreate' : 'articles.form.slugHelpEdit')}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormSelect name="authorId" label={t('articles.column.author')} options={authors} required fullWidth />
                <FormSelect name="categoryId" label={t('articles.column.category')} options={categories} required fullWidth />
              </Box>
              <FormSelect name="language" label={t('articles.form.language')} options={languageOptions} fullWidth />
              {mode === 'edit' && values.parentArticleId !== '' && (
                <Alert severity="info" variant="outlined">
                  {t('articles.form.translationOf', {
                    original: parentArticle && parentArticle.id === values.parentArticleId ? `${parentArticle.title} (${words.languageName(parentArticle.language)})` : t('articles.form.articleNumber', { id: values.parentArticleId }),
                  })}
                </Alert>
              )}
              {mode === 'create' && (
                <Box>
                  <FormCheckbox name="isTranslation" label={t('articles.form.isTranslation')} />
                  {values.isTranslation && (
                    <OriginalArticleField originals={originals} onSearch={onOriginalSearch} />
                  )}
                </Box>
              )}
              <FormTextField
                name="readTime"
                label={t('articles.form.readTime')}
                type="number"
                parse={(v) => (v === '' ? '' : Number(v))}
                helperText={t(values.readTimeFromText ? 'articles.form.readTimeFromText' : 'articles.form.readTimeOwn')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ maxWidth: 320 }}
              />
              {canPublish && (
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                  <FormCheckbox name="isFeatured" label={t('articles.form.featured')} />
                  <FormCheckbox name="isEditorsPick" label={t('articles.column.editorsPick')} />
                </Stack>
              )}
              <ImageUploadField name="imageUrl" label={t('articles.form.thumbnail')} uploadType="article-thumbnail" articleId={articleId ?? null} onUploadingChange={setUploading} />
              <CheckboxGroup name="ageGroupIds" label={t('articles.form.ageGroups')} options={ageGroups} emptyMessage={t('articles.form.noAgeGroups')} />
              <CheckboxGroup name="tagIds" label={t('articles.form.tags')} options={tags} emptyMessage={t('articles.form.noTags')} />
              <FormTextField name="excerpt" label={t('articles.form.excerpt')} fullWidth required multiline minRows={2} />
              <ContentField mode={mode} articleId={articleId} />
              <SeoFields />
              {reads}
              {canPublish && (
                <FormTextField
                  name="publishAt"
                  label={t('articles.form.publishAt', { zone: EDITOR_TIME_ZONE })}
                  type="datetime-local"
                  helperText={t('articles.form.publishAtHelp')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ maxWidth: 320 }}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onCancel} disabled={submitting}>
              {t('articles.form.cancel')}
            </Button>
            {canPublish ? (
              <>
                {(values.status === 'published' || values.status === 'scheduled') && mode === 'edit' && (
                  <Button onClick={() => submitAs(form, 'unpublish')} disabled={submitting || uploading}>
                    {t('articles.form.unpublish')}
                  </Button>
                )}
                <Button variant="outlined" onClick={() => submitAs(form, 'draft')} disabled={submitting || uploading}>
                  {t('articles.form.saveDraft')}
                </Button>
                <Button variant="outlined" onClick={() => submitAs(form, 'schedule')} disabled={submitting || uploading}>
                  {t('articles.form.schedule')}
                </Button>
                {mode === 'edit' && values.status !== 'published' && (
                  <Button variant="outlined" onClick={() => submitAs(form, 'publish')} disabled={submitting || uploading}>
                    {t('articles.form.publishNow')}
                  </Button>
                )}
                <Button type="submit" variant="contained" disabled={submitting || uploading} onClick={() => form.change('intent', 'save')}>
                  {submitting ? t('articles.form.saving') : mode === 'create' ? t('articles.form.create') : t('articles.form.update')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="outlined" onClick={() => submitAs(form, 'draft')} disabled={submitting || uploading}>
                  {t('articles.form.saveDraft')}
                </Button>
                <Button type="submit" variant="contained" disabled={submitting || uploading} onClick={() => form.change('intent', 'review')}>
                  {submitting ? t('articles.form.saving') : values.status === 'review' ? t('articles.form.keepInReview') : t('articles.form.submitForReview')}
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      )}
    />
  );
}

function submitAs(form: FormApi<ArticleFormValues>, intent: ArticleIntent) {
  form.change('intent', intent);
  void form.submit();
}

const noSave = async () => undefined;
const ignore = () => undefined;

/** Meta title and description with the lengths search engines show (60 and 160 characters). */
function SeoFields() {
  const t = useAdminText();
  const title = useField<string>('metaTitle', { subscription: { value: true } }).input.value ?? '';
  const description = useField<string>('metaDescription', { subscription: { value: true } }).input.value ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FormTextField name="metaTitle" label={t('articles.form.metaTitle')} fullWidth helperText={t('articles.form.metaTitleHelp', { length: title.length })} />
      <FormTextField
        name="metaDescription"
        label={t('articles.form.metaDescription')}
        fullWidth
        multiline
        minRows={2}
        helperText={t('articles.form.metaDescriptionHelp', { length: description.length })}
      />
    </Box>
  );
}

/**
 * 'Original Article': a search of the originals (the dialog asks the server for the typed words).
 * A translation is in the other language than its original: choosing the original switches it.
 */
function OriginalArticleField({ originals, onSearch }: { originals: OriginalArticle[]; onSearch: (text: string) => void }) {
  const form = useForm<ArticleFormValues>();
  const words = useArticleWords();
  const t = words.t;
  const { input, meta } = useField<number | ''>('parentArticleId', { subscription: { value: true, error: true, submitError: true, touched: true } });
  const [chosen, setChosen] = useState<OriginalArticle | null>(null);
  const label = (o: OriginalArticle) => `${o.title} (${words.languageName(o.language)})`;
  const value = chosen && chosen.id === input.value ? chosen : (originals.find((o) => o.id === input.value) ?? null);
  const error = meta.touched ? ((meta.error as string | undefined) ?? (meta.submitError as string | undefined)) : undefined;
  return (
    <Autocomplete<OriginalArticle>
      options={value && !originals.some((o) => o.id === value.id) ? [value, ...originals] : originals}
      value={value}
      openOnFocus
      // The server searched already: every answer is shown.
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => reason === 'input' && onSearch(text)}
      onChange={(_e, original) => {
        setChosen(original);
        form.change('parentArticleId', original ? original.id : '');
        const language = form.getState().values.language;
        if (original && original.language === language) {
          const other = LANGUAGES.find((l) => l.code !== original.language);
          if (other) form.change('language', other.code);
        }
      }}
      onBlur={() => input.onBlur()}
      renderInput={(params) => <TextField {...params} label={t('articles.form.original')} required error={!!error} helperText={error} />}
      sx={{ mt: 1 }}
    />
  );
}

/**
 * Keeps Read Time at the text's reading time (the server's rule, 200 words a minute) while it
 * follows the text; a figure the editor types stops that, and the save then sends it as it is.
 */
function ReadTimeFromText() {
  const form = useForm<ArticleFormValues>();
  const content = useField<string>('content', { subscription: { value: true } }).input.value ?? '';
  const readTime = useField<number | string>('readTime', { subscription: { value: true } }).input.value;
  const following = useField<boolean>('readTimeFromText', { subscription: { value: true } }).input.value;
  const written = useRef<number | string>(readTime);
  const suggestion = suggestedReadTime(content);
  useEffect(() => {
    if (!following) return;
    // Anything but what this wrote (or the text's figure) is the editor's own.
    if (readTime !== written.current && readTime !== suggestion) {
      form.change('readTimeFromText', false);
      return;
    }
    written.current = readTime;
    if (suggestion !== null && readTime !== suggestion) {
      written.current = suggestion;
      form.change('readTime', suggestion);
    }
  }, [following, suggestion, readTime, form]);
  return null;
}
