import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, slugify } from '@tumbuh/shared';
import { TaxonomyDialog } from './TaxonomyDialog';

describe('the slug rule', () => {
  it.each([
    ['Sleep Training', 'sleep-training'],
    ['  Play & Learning!! ', 'play-learning'],
    ['Makanan Pendamping ASI (MPASI)', 'makanan-pendamping-asi-mpasi'],
    ['---0-6 months---', '0-6-months'],
    ['Café crème', 'cafe-creme'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('TaxonomyDialog', () => {
  it('makes the slug from the name until the slug is edited, and saves name and slug', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve(undefined));
    const onClose = jest.fn();
    render(<TaxonomyDialog kind="tags" existing={null} onSave={onSave} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'New Tag' })).toBeInTheDocument();
    const name = screen.getByLabelText(/^Name/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(name, 'Tummy Time');
    expect(slug).toHaveValue('tummy-time');
    await user.clear(slug);
    await user.type(slug, 'tummy');
    await user.type(name, ' Tips');
    expect(slug).toHaveValue('tummy');
    await user.click(screen.getByRole('button', { name: 'Create Tag' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Tummy Time Tips', nameId: null, slug: 'tummy' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the shared messages and keeps an existing slug when renaming', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve(undefined));
    render(<TaxonomyDialog kind="categories" existing={{ id: 1, name: 'Health', slug: 'health' }} onSave={onSave} onClose={jest.fn()} />);
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('health');
    await user.clear(screen.getByLabelText(/^Slug/));
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.slugRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
