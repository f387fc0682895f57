import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LANGUAGES, languageName } from '@tumbuh/shared';
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

const LANGUAGE_OPTIONS: Option[] = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

/** Every field of the article dialog (docs/decisions.md#screens) in order, with the shared rules. */
export function ArticleForm({ mode, articleId, initialValues, authors, categories, tags, ageGroups, originals, onOriginalSearch = ignore, parentArticle = null, reads, onSubmit, onCancel, onPreview, onAutosave = noSave, onDirtyChange = ignore, canPublish = true }: ArticleFormProps) {
  const [uploading, setUploading] = useState(false);
  return (
    <Form<ArticleFormValues>
      onSubmit={onSubmit}
      validate={validateArticleForm}
      initialValues={initialValues}
      // A save answers the saved article as new initial values; edits typed meanwhile stay.
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting, values, form }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={mode === 'create' ? 'Create New Article' : 'Edit Article'} sx={{ display: 'contents' }}>
          <SlugSuggestion from="title" enabled={mode === 'create'} />
          <ReadTimeFromText />
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <EditorialBar mode={mode} articleId={articleId} publishAt={initialValues.publishAt} onPreview={onPreview} onAutosave={onAutosave} onDirtyChange={onDirtyChange} />
              <FormTextField name="title" label="Title" fullWidth required />
              <FormTextField
                name="slug"
                label="Slug"
                fullWidth
                required
                helperText={mode === 'create' ? 'Lowercase letters, numbers and hyphens; suggested from the title' : 'Lowercase letters, numbers and hyphens; changing it changes the address'}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormSelect name="authorId" label="Author" options={authors} required fullWidth />
                <FormSelect name="categoryId" label="Category" options={categories} required fullWidth />
              </Box>
              <FormSelect name="language" label="Article Language" options={LANGUAGE_OPTIONS} fullWidth />
              {mode === 'edit' && values.parentArticleId !== '' && (
                <Alert severity="info" variant="outlined">
                  Translation of “{parentArticle && parentArticle.id === values.parentArticleId ? `${parentArticle.title} (${languageName(parentArticle.language)})` : `article #${values.parentArticleId}`}”
                </Alert>
              )}
              {mode === 'create' && (
                <Box>
                  <FormCheckbox name="isTranslation" label="This is a translation of an existing article" />
                  {values.isTranslation && (
                    <OriginalArticleField originals={originals} onSearch={onOriginalSearch} />
                  )}
                </Box>
              )}
              <FormTextField
                name="readTime"
                label="Read Time (minutes)"
                type="number"
                parse={(v) => (v === '' ? '' : Number(v))}
                helperText={values.readTimeFromText ? 'Computed from the text until you change it' : 'Your own figure'}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ maxWidth: 320 }}
              />
              {canPublish && (
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                  <FormCheckbox name="isFeatured" label="Featured Article" />
                  <FormCheckbox name="isEditorsPick" label="Editor's Pick" />
                </Stack>
              )}
              <ImageUploadField name="imageUrl" label="Thumbnail" uploadType="article-thumbnail" articleId={articleId ?? null} onUploadingChange={setUploading} />
              <CheckboxGroup name="ageGroupIds" label="Target Age Groups" options={ageGroups} emptyMessage="No age groups available. Please create age groups first." />
              <CheckboxGroup name="tagIds" label="Tags" options={tags} emptyMessage="No tags available. Please create tags first." />
              <FormTextField name="excerpt" label="Excerpt" fullWidth required multiline minRows={2} />
              <ContentField mode={mode} articleId={articleId} />
              <SeoFields />
              {reads}
              {canPublish && (
                <FormTextField
                  name="publishAt"
                  label={`Publish at (${EDITOR_TIME_ZONE})`}
                  type="datetime-local"
                  helperText="For Schedule: the article goes public by itself at this time"
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ maxWidth: 320 }}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            {canPublish ? (
              <>
                {(values.status === 'published' || values.status === 'scheduled') && mode === 'edit' && (
                  <Button onClick={() => submitAs(form, 'unpublish')} disabled={submitting || uploading}>
                    Unpublish
                  </Button>
                )}
                <Button variant="outlined" onClick={() => submitAs(form, 'draft')} disabled={submitting || uploading}>
                  Save draft
                </Button>
                <Button variant="outlined" onClick={() => submitAs(form, 'schedule')} disabled={submitting || uploading}>
                  Schedule
                </Button>
                {mode === 'edit' && values.status !== 'published' && (
                  <Button variant="outlined" onClick={() => submitAs(form, 'publish')} disabled={submitting || uploading}>
                    Publish now
                  </Button>
                )}
                <Button type="submit" variant="contained" disabled={submitting || uploading} onClick={() => form.change('intent', 'save')}>
                  {submitting ? 'Saving...' : mode === 'create' ? 'Create Article' : 'Update Article'}
                </Button>
              </>
            ) : (
              <>
                <Button variant="outlined" onClick={() => submitAs(form, 'draft')} disabled={submitting || uploading}>
                  Save draft
                </Button>
                <Button type="submit" variant="contained" disabled={submitting || uploading} onClick={() => form.change('intent', 'review')}>
                  {submitting ? 'Saving...' : values.status === 'review' ? 'Save and keep in review' : 'Submit for review'}
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
  const title = useField<string>('metaTitle', { subscription: { value: true } }).input.value ?? '';
  const description = useField<string>('metaDescription', { subscription: { value: true } }).input.value ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FormTextField name="metaTitle" label="Meta title" fullWidth helperText={`${title.length}/60 · search results and link previews; empty uses the title`} />
      <FormTextField
        name="metaDescription"
        label="Meta description"
        fullWidth
        multiline
        minRows={2}
        helperText={`${description.length}/160 · empty uses the excerpt`}
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
  const { input, meta } = useField<number | ''>('parentArticleId', { subscription: { value: true, error: true, submitError: true, touched: true } });
  const [chosen, setChosen] = useState<OriginalArticle | null>(null);
  const label = (o: OriginalArticle) => `${o.title} (${languageName(o.language)})`;
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
      renderInput={(params) => <TextField {...params} label="Original Article" required error={!!error} helperText={error} />}
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
