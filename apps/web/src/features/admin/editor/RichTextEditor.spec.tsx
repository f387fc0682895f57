import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { theme } from '../../../app/theme';
import { ToastProvider } from '../../../app/toast';
import { uploadImage } from '../images/upload';
import { stubLayout } from './jsdomLayout';
import RichTextEditor from './RichTextEditor';
import { SAVE_FIRST } from './useInlineImages';

jest.mock('../images/upload', () => ({ uploadImage: jest.fn() }));
const upload = uploadImage as jest.MockedFunction<typeof uploadImage>;

function Harness({ initial = '', articleId = 7 as number | null, onValue = (_v: string): unknown => undefined }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <RichTextEditor
          label="Content (HTML)"
          value={value}
          articleId={articleId}
          onChange={(v) => {
            setValue(v);
            onValue(v);
          }}
        />
        <output data-testid="value">{value}</output>
      </ToastProvider>
    </ThemeProvider>
  );
}

const surface = () => screen.getByRole('textbox', { name: 'Content (HTML)' });
const png = (name = 'photo.png', type = 'image/png', size = 1000) => new File([new Uint8Array(size)], name, { type });
const paste = (files: File[]) => fireEvent.paste(surface(), { clipboardData: { files, types: ['Files'], getData: () => '' } });

beforeAll(stubLayout);

beforeEach(() => upload.mockReset());

describe('RichTextEditor (issue 16)', () => {
  it('shows the article HTML for editing and formats with the toolbar', async () => {
    const values: string[] = [];
    render(<Harness initial="<p>Hello world</p>" onValue={(v) => values.push(v)} />);
    expect(surface()).toHaveTextContent('Hello world');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    // Select everything and make it a heading.
    act(() => {
      surface().focus();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('<h2>Hello world</h2>'));
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('uploads a pasted image as an article-content image, with progress, and inserts it', async () => {
    let finish: (v: { url: string; filename: string; type: string; size: number }) => void = () => undefined;
    upload.mockImplementation((_file, _type, _id, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => (finish = resolve));
    });
    render(<Harness initial="<p>Text</p>" />);
    paste([png()]);
    expect(await screen.findByText('Uploading image... 40%')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'article-content', 7, expect.any(Function));
    await act(async () => finish({ url: '/uploads/photo.webp', filename: 'photo.webp', type: 'image/webp', size: 10 }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toContain('<img class="article-image rounded-lg w-full" src="/uploads/photo.webp" alt="Article image">'));
    expect(screen.queryByText(/Uploading image/)).not.toBeInTheDocument();
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
  });

  it('refuses a wrong type with the upload dialogs’ toast, and asks a new article to be saved first', async () => {
    const { unmount } = render(<Harness />);
    paste([png('doc.svg', 'image/svg+xml')]);
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    unmount();
    render(<Harness articleId={null} />);
    paste([png()]);
    expect(await screen.findByText(SAVE_FIRST)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('edits the HTML in source mode and shows it back in the visual editor', async () => {
    render(<Harness initial="<p>One</p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    const source = screen.getByRole('textbox', { name: 'Content (HTML) source' });
    expect(source).toHaveValue('<p>One</p>');
    fireEvent.change(source, { target: { value: '<p>One <strong>two</strong></p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visual' }));
    await waitFor(() => expect(surface().innerHTML).toContain('<strong>two</strong>'));
    expect(screen.getByTestId('value')).toHaveTextContent('<p>One <strong>two</strong></p>');
  });

  it('opens content the visual editor cannot hold in source mode, untouched', async () => {
    const html = '<figure><iframe src="https://www.youtube.com/embed/x"></iframe><figcaption>Video</figcaption></figure>';
    render(<Harness initial={html} />);
    expect(await screen.findByText(/markup the visual editor would drop \(figure, iframe, figcaption\)/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content (HTML) source' })).toHaveValue(html);
    // Switching to visual stays refused while that markup is there.
    fireEvent.click(screen.getByRole('button', { name: 'Visual' }));
    expect(screen.getByRole('textbox', { name: 'Content (HTML) source' })).toBeInTheDocument();
  });
});
