import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainSelect } from './PlainSelect';
import { PlainTextField } from './PlainTextField';

const styleCount = () => document.querySelectorAll('style').length;

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState('');
  return <PlainTextField id="n-email" type="email" label="Email address" placeholder="you@example.com" autoComplete="email" size="small" value={value} onChange={(e) => setValue(e.target.value)} disabled={disabled} fullWidth />;
}

describe('PlainTextField', () => {
  it('is a labelled input in an outlined field whose label moves up once it holds a value; no emotion styles', () => {
    const before = styleCount();
    const { container } = render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('id', 'n-email');
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
    expect(input).toHaveAttribute('autocomplete', 'email');
    const root = container.firstElementChild!;
    expect(root).toHaveClass('tb-field', 'tb-field-small', 'tb-field-full', 'tb-field-labelled');
    expect(root).not.toHaveClass('tb-field-shrink');
    expect(container.querySelector('fieldset')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('legend')).toHaveTextContent('Email address');
    fireEvent.change(input, { target: { value: 'a@b.c' } });
    expect(root).toHaveClass('tb-field-shrink');
    expect(container.querySelector('label')).toHaveAttribute('data-shrink', 'true');
    expect(styleCount()).toBe(before);
  });

  it('disabled: the input is disabled and the field says so', () => {
    const { container } = render(<Controlled disabled />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    expect(container.firstElementChild).toHaveClass('tb-field-disabled');
  });

  it('without a label: named by aria-label, with its start adornment', () => {
    const { container } = render(<PlainTextField type="search" size="small" fullWidth placeholder="Search articles..." value="sleep" onChange={() => undefined} htmlInput={{ 'aria-label': 'Search articles', enterKeyHint: 'search' }} startAdornment={<svg />} />);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('sleep');
    expect(container.querySelector('label')).toBeNull();
    expect(container.querySelector('.tb-field-adorn svg')).not.toBeNull();
  });
});

describe('PlainSelect', () => {
  it('is a labelled native select, its label above the outline, error and describedby passed on', () => {
    const onChange = jest.fn();
    const { container } = render(
      <PlainSelect id="c-month" label="Month" value="" onChange={onChange} error selectProps={{ 'aria-describedby': 'help' }}>
        <option value="">—</option>
        <option value="01">January</option>
      </PlainSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'help');
    expect(container.firstElementChild).toHaveClass('tb-field-shrink', 'tb-field-error');
    fireEvent.change(select, { target: { value: '01' } });
    expect(onChange).toHaveBeenCalled();
  });
});
