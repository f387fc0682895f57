import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppLink, LinkNavigation } from './AppLink';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

const app = (link: React.ReactNode, withNavigation = true) => (
  <MemoryRouter initialEntries={['/blog']}>
    {withNavigation ? (
      <LinkNavigation>
        {link}
        <Where />
      </LinkNavigation>
    ) : (
      <>
        {link}
        <Where />
      </>
    )}
  </MemoryRouter>
);

it('is an <a> with the address, and a plain click navigates in the app', () => {
  let clicked = 0;
  render(app(<AppLink to="/article/first?x=1#top" className="tb-card-more" onClick={() => clicked++}>First</AppLink>));
  const link = screen.getByRole('link', { name: 'First' });
  expect(link).toHaveAttribute('href', '/article/first?x=1#top');
  expect(link).toHaveClass('tb-card-more');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  fireEvent(link, click);
  expect(click.defaultPrevented).toBe(true);
  expect(clicked).toBe(1);
  expect(screen.getByTestId('where')).toHaveTextContent('/article/first?x=1#top');
});

it('leaves a click with a modifier key, another button or another window to the browser', () => {
  render(app(<>
    <AppLink to="/article/first">First</AppLink>
    <AppLink to="/article/second" target="_blank">Second</AppLink>
  </>));
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    fireEvent(screen.getByRole('link', { name: 'First' }), click);
    expect(click.defaultPrevented).toBe(false);
  }
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  fireEvent(screen.getByRole('link', { name: 'Second' }), click);
  expect(click.defaultPrevented).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent('/blog');
});

it('a click its own handler prevented does not navigate', () => {
  render(app(<AppLink to="/article/first" onClick={(event) => event.preventDefault()}>First</AppLink>));
  fireEvent.click(screen.getByRole('link', { name: 'First' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/blog');
});

it("a relative address, or a link outside LinkNavigation, is react-router's Link", () => {
  render(
    <MemoryRouter initialEntries={['/stories']}>
      <Routes>
        <Route path="/stories" element={<>
          <AppLink to="?page=2">Next</AppLink>
          <Where />
        </>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/stories?page=2');
  fireEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/stories?page=2');
  render(app(<AppLink to="/subscribe">Join</AppLink>, false));
  fireEvent.click(screen.getByRole('link', { name: 'Join' }));
  expect(screen.getAllByTestId('where')[1]).toHaveTextContent('/subscribe');
});
