import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Field } from 'react-final-form';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Turns the input's text into the form value (e.g. numbers). */
  parse?: (value: string) => unknown;
};

/**
 * An MUI text field bound to react-final-form. The field's message shows once it was touched or a
 * submit was tried, so a fresh form is not red all over.
 */
export function FormTextField({ name, parse, helperText, ...rest }: Props) {
  return (
    <Field name={name} parse={parse ? (v: string) => parse(v) : (v: string) => v}>
      {({ input, meta }) => {
        const message = (meta.touched || meta.submitFailed) && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        return (
          <TextField
            {...rest}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            error={Boolean(message)}
            helperText={message || helperText}
          />
        );
      }}
    </Field>
  );
}
