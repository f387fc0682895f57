import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface PlainTextFieldProps {
  id?: string;
  type?: string;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  size?: 'small' | 'medium';
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  fullWidth?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown before the text (an icon), as MUI's start InputAdornment. */
  startAdornment?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

/** The classes of an outlined field's frame (the reader sheet's `.tb-field*`), for the text field and the select alike. */
export function fieldClasses(o: { size?: 'small' | 'medium'; fullWidth?: boolean; labelled?: boolean; shrink?: boolean; disabled?: boolean; error?: boolean; className?: string }): string {
  const classes = ['tb-field'];
  if (o.size === 'small') classes.push('tb-field-small');
  if (o.fullWidth) classes.push('tb-field-full');
  if (o.labelled) classes.push('tb-field-labelled');
  if (o.shrink) classes.push('tb-field-shrink');
  if (o.disabled) classes.push('tb-field-disabled');
  if (o.error) classes.push('tb-field-error');
  if (o.className) classes.push(o.className);
  return classes.join(' ');
}

/**
 * MUI's outlined `TextField` for plain text inputs as plain elements of the reader sheet
 * (app/readerCss.ts: `.tb-field`): the same boxes, label, notched outline and states, without
 * emotion's per-render style work (issue 28). The label floats above the outline while the field is
 * focused (`:focus-within`) or holds a value (`.tb-field-shrink`, from the value or the browser's
 * autofill); the outline's notch opens for it.
 */
export function PlainTextField({ id: idOverride, type, label, placeholder, autoComplete, size, value, onChange, disabled = false, fullWidth = false, className, inputRef, startAdornment, htmlInput }: PlainTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const hasLabel = label != null && label !== '';
  const [autofilled, setAutofilled] = useState(false);
  const shrink = Boolean(value) || autofilled || Boolean(startAdornment);
  return (
    <div className={fieldClasses({ size, fullWidth, labelled: hasLabel, shrink, disabled, className })}>
      {hasLabel && (
        <label htmlFor={id} id={`${id}-label`} data-shrink={shrink}>
          {label}
        </label>
      )}
      <div className={startAdornment ? 'tb-field-box tb-field-adorned' : 'tb-field-box'}>
        {startAdornment && <div className="tb-field-adorn">{startAdornment}</div>}
        <input
          {...htmlInput}
          aria-invalid={false}
          autoComplete={autoComplete}
          id={id}
          type={type}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          disabled={disabled}
          ref={inputRef}
          // Chrome fills a remembered email without an input event first: the label moves up then too.
          onAnimationStart={(e) => setAutofilled(e.animationName === 'tb-autofill')}
        />
        <fieldset aria-hidden="true">
          <legend>{hasLabel ? <span>{label}</span> : <span className="notranslate">{'\u200b'}</span>}</legend>
        </fieldset>
      </div>
    </div>
  );
}
