import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NewsletterIssuesDocument,
  NewsletterPreviewDocument,
  SendNewsletterNowDocument,
  SendNewsletterTestDocument,
} from '../../generated/graphql';
import { renderWithProviders } from '../../test/testing';
import { NewsletterTab } from './NewsletterTab';
import { sendNowSummary } from './format';

const preview = (language: string, over: Record<string, unknown> = {}) => ({
  request: { query: NewsletterPreviewDocument, variables: { language } },
  result: {
    data: {
      newsletterPreview: {
        __typename: 'NewsletterPreview',
        language,
        subject: language === 'en' ? 'Tumbuh weekly: Sleep routines that work' : 'Tumbuh mingguan: Rutinitas tidur',
        html: `<!DOCTYPE html><html><body><h1>${language === 'en' ? 'New this week' : 'Baru minggu ini'}</h1></body></html>`,
        articleCount: 1,
        editorsPickCount: 2,
        toolCount: 3,
        empty: false,
        recipients: 12,
        periodStart: '2026-11-16T00:00:00.000Z',
        periodEnd: '2026-11-23T00:00:00.000Z',
        ...over,
      },
    },
  },
});

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'NewsletterIssue',
  id: 1,
  language: 'en',
  kind: 'weekly',
  status: 'sent',
  subject: 'Tumbuh weekly: Teething tips',
  articleCount: 1,
  createdAt: '2026-11-16T00:00:00.000Z',
  completedAt: '2026-11-16T00:01:00.000Z',
  total: 10,
  sent: 9,
  failed: 1,
  pending: 0,
  skipped: 0,
  ...over,
});

const issues = (rows: unknown[]) => ({ request: { query: NewsletterIssuesDocument }, result: { data: { newsletterIssues: rows } } });

describe('NewsletterTab', () => {
  it('shows the next issue in a sandboxed frame, per language, with its counts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterTab />, { mocks: [preview('en'), issues([row()]), preview('id', { empty: true, articleCount: 0 })] });
    const frame = await screen.findByTitle('Preview of the next English issue');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('New this week');
    expect(screen.getByText('1 new article')).toBeInTheDocument();
    expect(screen.getByText("2 editor's picks")).toBeInTheDocument();
    expect(screen.getByText('12 recipients')).toBeInTheDocument();
    expect(screen.getByText('Tumbuh weekly: Sleep routines that work')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Indonesian' }));
    const idFrame = await screen.findByTitle('Preview of the next Indonesian issue');
    expect(idFrame.getAttribute('srcdoc')).toContain('Baru minggu ini');
    expect(screen.getByText(/the weekly run will skip this language/)).toBeInTheDocument();
    // The history, with the counts.
    expect(await screen.findByText('Tumbuh weekly: Teething tips')).toBeInTheDocument();
  });

  it("'Send test to me' checks the address first, then sends the preview of the chosen language", async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => ({ data: { sendNewsletterTest: true } }));
    renderWithProviders(<NewsletterTab />, {
      mocks: [preview('en'), issues([]), { request: { query: SendNewsletterTestDocument, variables: { email: 'me@example.com', language: 'en' } }, result: sent }],
    });
    await screen.findByTitle('Preview of the next English issue');
    const field = screen.getByLabelText('Test email address');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Test email sent')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("'Send now' asks first, then reports what was queued and what was skipped", async () => {
    const user = userEvent.setup();
    const result = {
      data: {
        sendNewsletterNow: {
          __typename: 'NewsletterSendResult',
          issues: [row({ id: 2, status: 'sending', total: 12, sent: 0, pending: 12, failed: 0, kind: 'manual' })],
          skipped: [{ __typename: 'NewsletterSkip', language: 'id', reason: 'nothing new' }],
        },
      },
    };
    const send = jest.fn(() => result);
    renderWithProviders(<NewsletterTab />, {
      mocks: [preview('en'), issues([]), { request: { query: SendNewsletterNowDocument, variables: {} }, result: send }, issues([]), preview('en')],
    });
    await screen.findByTitle('Preview of the next English issue');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the newsletter now' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send the newsletter now' })).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Newsletter is on its way')).toBeInTheDocument();
    expect(screen.getByText('English: 12 recipients; Indonesian: nothing new')).toBeInTheDocument();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});

describe('sendNowSummary', () => {
  it('names each language', () => {
    expect(sendNowSummary({ issues: [{ language: 'id', total: 1 }], skipped: [{ language: 'en', reason: 'no subscribers' }] })).toBe(
      'Indonesian: 1 recipient; English: no subscribers',
    );
  });
});
