import { fireEvent, screen } from '@testing-library/react';
import { SubscribeDocument } from '../../generated/graphql';
import { renderWithProviders } from '../../test/testing';
import { NewsletterForm } from './NewsletterForm';
import { SubscribeView } from './SubscribeView';
import { GraphQLError } from 'graphql';

describe('newsletter', () => {
  it("blank email: 'Email required' toast and no request", async () => {
    // No mocks: a request would fail the test with an unmatched-mock error toast instead.
    renderWithProviders(<NewsletterForm variant="box" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Email required');
    expect(toast).toHaveTextContent('Please enter your email address.');
  });

  it("box: 'Subscribing...' while pending, then the box's thanks and a cleared field", async () => {
    renderWithProviders(<NewsletterForm variant="box" />, {
      mocks: [
        {
          request: { query: SubscribeDocument, variables: { email: 'ana@example.com', language: 'en' } },
          result: { data: { subscribe: { __typename: 'Subscriber', id: 1, email: 'ana@example.com', language: 'en' } } },
          delay: 50,
        },
      ],
    });
    const input = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: ' Ana@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(input).toBeDisabled();
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Subscription successful!');
    expect(toast).toHaveTextContent('Thank you for subscribing to our newsletter.');
    expect(input).toHaveValue('');
  });

  it("failure toasts 'Subscription failed' with the server's message", async () => {
    renderWithProviders(<NewsletterForm variant="box" />, {
      mocks: [
        {
          request: { query: SubscribeDocument, variables: { email: 'dup@example.com', language: 'en' } },
          result: { errors: [new GraphQLError('This email is already subscribed.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'dup@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Subscription failed');
    expect(toast).toHaveTextContent('This email is already subscribed.');
  });

  it("subscribe page: its own toast, 'Successfully Subscribed!' and 'Subscribe another email'", async () => {
    renderWithProviders(<SubscribeView />, {
      mocks: [
        {
          request: { query: SubscribeDocument, variables: { email: 'budi@example.com', language: 'en' } },
          result: { data: { subscribe: { __typename: 'Subscriber', id: 2, email: 'budi@example.com', language: 'en' } } },
        },
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'budi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'Successfully Subscribed!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(screen.getByText("You've been added to our newsletter.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe another email' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
