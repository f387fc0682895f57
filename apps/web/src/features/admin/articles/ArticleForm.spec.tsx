import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tumbuh/shared';
import { ArticleForm, type ArticleFormProps } from './ArticleForm';
import { stubLayout } from '../editor/jsdomLayout';
import { AUTOSAVE_MS } from './EditorialBar';
import { emptyArticleValues, ORIGINAL_REQUIRED, toArticleInput, validateArticleForm, type ArticleFormValues } from './articleForm';

function renderForm(overrides: Partial<ArticleFormProps> = {}) {
  const onSubmit = jest.fn<Promise<void>, [ArticleFormValues]>(async () => undefined);
  const props: ArticleFormProps = {
    mode: 'create',
    initialValues: emptyArticleValues(),
    authors: [{ value: 1, label: 'Dr. Sarah Lee' }],
    categories: [{ value: 3, label: 'Sleep Training' }],
    tags: [
      { value: 10, label: 'Newborn' },
      { value: 11, label: 'Naps' },
    ],
    ageGroups: [{ value: 20, label: '0-6 months' }],
    originals: [
      { id: 5, title: 'Gentle sleep routines', language: 'en' },
      { id: 6, title: 'Makan pertama bayi', language: 'id' },
    ],
    onSubmit,
    onCancel: jest.fn(),
    ...overrides,
  };
  const utils = render(<ArticleForm {...props} />);
  return { onSubmit, props, unmount: utils.unmount };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeAll(stubLayout);

// An article as the dialog opens it: its read time (5) is its own, not the text's (1).
const filled: ArticleFormValues = { ...emptyArticleValues(), title: 'Naps', slug: 'naps', authorId: 1, categoryId: 3, excerpt: 'Short', content: '<p>Body</p>', readTimeFromText: false };

describe('ArticleForm', () => {
  it('shows every shared validation message and does not submit an empty form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    // Read time starts at the default of 5.
    expect(screen.getByLabelText('Read Time (minutes)')).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    for (const message of [MESSAGES.titleRequired, MESSAGES.slugRequired, MESSAGES.authorRequired, MESSAGES.categoryRequired, MESSAGES.excerptRequired, MESSAGES.contentRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('suggests the slug from the title until the slug is edited, and checks its format', async () => {
    const user = userEvent.setup();
    renderForm();
    const title = screen.getByLabelText(/^Title/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(title, 'Sleep: The First 6 Weeks!');
    expect(slug).toHaveValue('sleep-the-first-6-weeks');
    await user.clear(slug);
    await user.type(slug, 'My Slug');
    await user.tab();
    expect(await screen.findByText(MESSAGES.slugFormat)).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'first-weeks');
    await user.type(title, ' Again');
    expect(slug).toHaveValue('first-weeks');
  });

  it('offers the translation fields in create mode: originals only, shown as title (language)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(screen.queryByRole('combobox', { name: /Original Article/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This is a translation of an existing article' }));
    await user.click(screen.getByRole('combobox', { name: /Original Article/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Gentle sleep routines (English)', 'Makan pertama bayi (Indonesian)']);
    await user.click(screen.getByRole('option', { name: 'Gentle sleep routines (English)' }));
    // A translation is in the other language: choosing an English original switches to Indonesian.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Article Language' })).toHaveTextContent('Indonesian'));

    await user.type(screen.getByLabelText(/^Title/), 'Rutinitas tidur yang lembut');
    await choose(user, /^Author/, 'Dr. Sarah Lee');
    await choose(user, /^Category/, 'Sleep Training');
    await user.click(screen.getByRole('checkbox', { name: '0-6 months' }));
    await user.click(screen.getByRole('checkbox', { name: 'Naps' }));
    await user.type(screen.getByLabelText(/^Excerpt/), 'Ringkasan');
    // The rich-text editor loads lazily; its HTML source mode is a plain textarea.
    await user.click(await screen.findByRole('button', { name: 'HTML source' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Content (HTML) source' }), { target: { value: '<p>Isi <strong>artikel</strong></p>' } });
    await user.click(screen.getByRole('button', { name: 'Visual' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content (HTML)' }).innerHTML).toContain('<strong>artikel</strong>'));
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({
      title: 'Rutinitas tidur yang lembut',
      slug: 'rutinitas-tidur-yang-lembut',
      authorId: 1,
      categoryId: 3,
      language: 'id',
      isTranslation: true,
      parentArticleId: 5,
      // Two words: the text's reading time (issue 16), left to the server to compute.
      readTime: 1,
      readTimeFromText: true,
      ageGroupIds: [20],
      tagIds: [11],
      content: '<p>Isi <strong>artikel</strong></p>',
    });
    const input = toArticleInput(values, 'create', new Date('2024-03-05T10:00:00Z'));
    expect(input).toMatchObject({ parentArticleId: 5, language: 'id', publishDate: '2024-03-05T10:00:00.000Z', imageUrl: null, readTime: null });
  });

  it('keeps Read Time at the text\'s reading time until the editor types a figure, which is then sent as it is', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ initialValues: { ...filled, content: '', readTimeFromText: true } });
    const readTime = screen.getByLabelText('Read Time (minutes)');
    expect(readTime).toHaveValue(5);
    expect(screen.getByText('Computed from the text until you change it')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'HTML source' }));
    const source = screen.getByRole('textbox', { name: 'Content (HTML) source' });
    fireEvent.change(source, { target: { value: `<p>${'word '.repeat(1300)}</p>` } });
    await waitFor(() => expect(readTime).toHaveValue(7));
    fireEvent.change(source, { target: { value: `<p>${'word '.repeat(500)}</p>` } });
    await waitFor(() => expect(readTime).toHaveValue(3));
    await user.clear(readTime);
    await user.type(readTime, '12');
    expect(await screen.findByText('Your own figure')).toBeInTheDocument();
    fireEvent.change(source, { target: { value: `<p>${'word '.repeat(2000)}</p>` } });
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({ readTime: 12, readTimeFromText: false });
    expect(toArticleInput(values, 'create').readTime).toBe(12);
  });

  it('requires the original once the translation box is ticked', () => {
    const errors = validateArticleForm({ ...emptyArticleValues(), isTranslation: true });
    expect(errors.parentArticleId).toBe(ORIGINAL_REQUIRED);
    expect(validateArticleForm({ ...emptyArticleValues(), isTranslation: false }).parentArticleId).toBeUndefined();
  });

  it('has no translation checkbox in edit mode and sends neither publishDate nor parentArticleId', () => {
    renderForm({ mode: 'edit', articleId: 9 });
    expect(screen.queryByRole('checkbox', { name: 'This is a translation of an existing article' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Article' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Images' })).toBeInTheDocument();
    const input = toArticleInput({ ...emptyArticleValues(), title: 'T', slug: 't', authorId: 1, categoryId: 2, isTranslation: true, parentArticleId: 5 }, 'edit');
    expect(input).not.toHaveProperty('publishDate');
    expect(input).not.toHaveProperty('parentArticleId');
  });

  it("tells the editor to save first before adding a content image in create mode", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Content Image' }));
    expect(screen.getByText('Save the article first')).toBeInTheDocument();
  });

  it('shows the empty message when there are no age groups', () => {
    renderForm({ ageGroups: [] });
    expect(screen.getByText('No age groups available. Please create age groups first.')).toBeInTheDocument();
  });

  it('autosaves a draft with valid unsaved changes every 30 s, and reports unsaved changes', async () => {
    jest.useFakeTimers();
    try {
      const onAutosave = jest.fn(async (_values: ArticleFormValues) => undefined);
      const dirty: boolean[] = [];
      renderForm({ mode: 'edit', articleId: 9, initialValues: { ...filled, status: 'draft' }, onAutosave, onDirtyChange: (d) => dirty.push(d) });
      await act(async () => jest.advanceTimersByTime(AUTOSAVE_MS));
      expect(onAutosave).not.toHaveBeenCalled(); // nothing changed
      fireEvent.change(screen.getByLabelText(/^Excerpt/), { target: { value: 'Shorter' } });
      expect(dirty.at(-1)).toBe(true);
      expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(AUTOSAVE_MS));
      expect(onAutosave).toHaveBeenCalledTimes(1);
      expect(onAutosave.mock.calls[0][0]).toMatchObject({ excerpt: 'Shorter', status: 'draft' });
      expect(await screen.findByText(/Autosaved at/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never autosaves a published article, nor an invalid draft', async () => {
    jest.useFakeTimers();
    try {
      const onAutosave = jest.fn(async () => undefined);
      const { unmount } = renderForm({ mode: 'edit', articleId: 9, initialValues: { ...filled, status: 'published' }, onAutosave });
      fireEvent.change(screen.getByLabelText(/^Excerpt/), { target: { value: 'Changed' } });
      await act(async () => jest.advanceTimersByTime(AUTOSAVE_MS * 2));
      unmount();
      renderForm({ mode: 'create', onAutosave });
      fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Only a title' } });
      await act(async () => jest.advanceTimersByTime(AUTOSAVE_MS * 2));
      expect(onAutosave).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers preview (open and copy) and revisions for a saved article', async () => {
    const onPreview = jest.fn();
    renderForm({ mode: 'edit', articleId: 9, initialValues: { ...filled, status: 'draft' }, onPreview });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy preview link' }));
    expect(onPreview.mock.calls).toEqual([['open'], ['copy']]);
    expect(screen.getByRole('button', { name: 'Revisions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
  });

  it('is saved (no unsaved changes) once the saved article comes back as new initial values', async () => {
    const props = {
      mode: 'edit' as const,
      articleId: 9,
      authors: [{ value: 1, label: 'A' }],
      categories: [{ value: 3, label: 'C' }],
      tags: [{ value: 10, label: 'T' }],
      ageGroups: [],
      originals: [],
      onSubmit: jest.fn(),
      onCancel: jest.fn(),
    };
    const initial = { ...filled, status: 'draft', tagIds: [10], content: '<p>Body</p><img src="/u.webp" alt="x" />' };
    const { rerender } = render(<ArticleForm {...props} initialValues={initial} />);
    fireEvent.change(screen.getByLabelText(/^Excerpt/), { target: { value: 'Saved excerpt' } });
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    // The server's answer: same values in new objects, the excerpt saved.
    rerender(<ArticleForm {...props} initialValues={{ ...initial, tagIds: [10], ageGroupIds: [], excerpt: 'Saved excerpt' }} />);
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument());
  });
});
