import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { fieldClasses } from './PlainTextField';

export interface PlainSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  className?: string;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
}

/**
 * MUI's outlined `NativeSelect` with its label always above the outline, as plain elements of the
 * reader sheet (app/readerCss.ts: `.tb-field`): a native <select>, so no menu code on reader pages.
 */
export function PlainSelect({ id, label, value, onChange, children, size, disabled = false, error = false, fullWidth = false, className, selectProps }: PlainSelectProps) {
  return (
    <div className={fieldClasses({ size, fullWidth, labelled: true, shrink: true, disabled, error, className })}>
      <label htmlFor={id} data-shrink="true">
        {label}
      </label>
      <div className="tb-field-box">
        <select {...selectProps} aria-invalid={error} id={id} value={value} onChange={onChange} disabled={disabled}>
          {children}
        </select>
        <svg className="tb-field-caret" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
