import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Field } from 'react-final-form';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Turns the input's text into the form value (e.g. numbers). */
  parse?: (value: string) => unknown;
};

/**
 * An MUI text field bound to react-final-form. The field's message shows once the field was edited
 * and left, or a submit was tried: a fresh form is not red all over, and merely leaving an untouched
 * field does not push the buttons down under the pointer (a click would then miss them).
 */
export function FormTextField({ name, parse, helperText, ...rest }: Props) {
  return (
    <Field name={name} parse={parse ? (v: string) => parse(v) : (v: string) => v}>
      {({ input, meta }) => {
        // final-form types errors as any: this form's validators and submit answer strings.
        const message = (meta.submitFailed || (meta.touched && meta.modified)) && ((meta.error as string | undefined) || (!meta.dirtySinceLastSubmit && (meta.submitError as string | undefined)));
        return (
          <TextField
            {...rest}
            name={input.name}
            value={(input.value as unknown) ?? ''}
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
