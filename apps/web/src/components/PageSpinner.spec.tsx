import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/testing';
import { PageSpinner } from './PageSpinner';

it('shows a progress indicator named "Loading" while a page loads, drawn by the reader sheet', () => {
  const { container } = renderWithProviders(<PageSpinner />);
  const spinner = screen.getByRole('progressbar', { name: 'Loading' });
  expect(spinner).toHaveClass('tb-spinner');
  expect(container.querySelector('.MuiCircularProgress-root')).toBeNull();
});
