import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminTagsDocument, DeleteTagDocument, UpdateTagDocument } from '../../../generated/graphql';
import { renderWithProviders } from '../../../test/testing';
import { TagsTab } from './TagsTab';

// The tab's whole cycle through useCrudTab: list, edit, confirmed delete, and the cache rule of
// ../cache.ts (a write forgets the root lists, so the tab's own list is asked for again).

const tag = (id: number, name: string, articleCount: number) => ({ __typename: 'Tag' as const, id, name, nameId: null, slug: name.toLowerCase().replace(/ /g, '-'), articleCount });
const list = (...tags: ReturnType<typeof tag>[]) => ({ request: { query: AdminTagsDocument }, result: { data: { tags } } });

it('edits a tag: the row changes at once and the list, asked for again, brings the new counts', async () => {
  const user = userEvent.setup();
  const mocks = [
    list(tag(1, 'Bedtime', 3), tag(2, 'Teething', 0)),
    {
      request: { query: UpdateTagDocument, variables: { id: 1, input: { name: 'Bedtime Routines', nameId: null, slug: 'bedtime' } } },
      result: { data: { updateTag: tag(1, 'Bedtime Routines', 3) } },
    },
    // After the write: the list again, as the server now has it.
    list({ ...tag(1, 'Bedtime Routines', 4), slug: 'bedtime' }, tag(2, 'Teething', 0)),
  ];
  renderWithProviders(<TagsTab />, { mocks });
  await user.click(await screen.findByRole('button', { name: 'Edit Bedtime' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Tag' });
  const name = within(dialog).getByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, 'Bedtime Routines');
  await user.click(within(dialog).getByRole('button', { name: 'Update Tag' }));
  expect(await screen.findByText('Tag updated successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tag' })).not.toBeInTheDocument());
  expect(await screen.findByText('Bedtime Routines')).toBeInTheDocument();
  // The count comes only from the second list answer: the list was asked for again.
  expect(await screen.findByText('4')).toBeInTheDocument();
});

it('deletes a tag after a confirmation that says how many articles use it', async () => {
  const user = userEvent.setup();
  const mocks = [
    list(tag(1, 'Bedtime', 3), tag(2, 'Teething', 0)),
    { request: { query: DeleteTagDocument, variables: { id: 1 } }, result: { data: { deleteTag: true } } },
    list(tag(2, 'Teething', 0)),
  ];
  renderWithProviders(<TagsTab />, { mocks });
  await user.click(await screen.findByRole('button', { name: 'Delete Bedtime' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete tag' });
  expect(confirm).toHaveTextContent('It will be removed from the 3 articles that use it.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Tag deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Bedtime')).not.toBeInTheDocument());
  expect(screen.getByText('Teething')).toBeInTheDocument();
});

it("keeps the row and shows the server's message when the delete is refused", async () => {
  const user = userEvent.setup();
  const mocks = [
    list(tag(1, 'Bedtime', 3)),
    { request: { query: DeleteTagDocument, variables: { id: 1 } }, result: { errors: [new GraphQLError('The tag is locked', { extensions: { code: 'CONFLICT' } })] } },
  ];
  renderWithProviders(<TagsTab />, { mocks });
  await user.click(await screen.findByRole('button', { name: 'Delete Bedtime' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete tag' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete tag')).toBeInTheDocument();
  expect(screen.getByText('The tag is locked')).toBeInTheDocument();
  expect(screen.getByText('Bedtime')).toBeInTheDocument();
});

it('asks nothing and keeps the row when the confirmation is cancelled', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TagsTab />, { mocks: [list(tag(2, 'Teething', 0))] });
  await user.click(await screen.findByRole('button', { name: 'Delete Teething' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete tag' });
  expect(confirm).toHaveTextContent('No article uses it.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete tag' })).not.toBeInTheDocument());
  expect(screen.getByText('Teething')).toBeInTheDocument();
});
