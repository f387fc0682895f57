import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { CategoryPillsDocument } from '../../generated/graphql';
import { renderWithProviders } from '../../test/testing';
import { PALETTE_EMPTY, SearchPalette } from './SearchPalette';

const categories = {
  request: { query: CategoryPillsDocument },
  result: {
    data: {
      categories: [
        { __typename: 'Category', id: 1, name: 'Sleep Training', slug: 'sleep-training', articleCount: 3 },
        { __typename: 'Category', id: 2, name: 'Nutrition', slug: 'nutrition', articleCount: 2 },
        { __typename: 'Category', id: 3, name: 'Development', slug: 'development', articleCount: 1 },
      ],
    },
  },
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open palette</button>
      <SearchPalette open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const openPalette = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'open palette' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search articles' });
  return { dialog, input: within(dialog).getByRole('combobox', { name: 'Search articles' }) };
};

describe('SearchPalette', () => {
  it('shows the empty text and the three suggestions, then "Search for ..." as you type', async () => {
    renderWithProviders(<Harness />, { path: '*', mocks: [categories] });
    const { dialog, input } = await openPalette();
    expect(input).toHaveAttribute('placeholder', 'Search articles...');
    expect(within(dialog).getByText(PALETTE_EMPTY)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sleep Training', 'Nutrition', 'Development']);
    fireEvent.change(input, { target: { value: 'nut' } });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Search for "nut"', 'Nutrition']);
    expect(within(dialog).queryByText(PALETTE_EMPTY)).toBeNull();
  });

  it('Enter searches for the trimmed text, closes the palette and forgets the query', async () => {
    renderWithProviders(<Harness />, { path: '*', mocks: [categories] });
    const { input } = await openPalette();
    fireEvent.change(input, { target: { value: '  first foods ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=first+foods'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openPalette();
    expect(again.input).toHaveValue('');
  });

  it('arrow keys pick a suggestion and Enter follows it; blank Enter does nothing', async () => {
    renderWithProviders(<Harness />, { path: '*', mocks: [categories] });
    const { input, dialog } = await openPalette();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = within(dialog).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Nutrition');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/category/nutrition'));
  });
});
