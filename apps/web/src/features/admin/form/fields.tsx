import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { slugify } from '@tumbuh/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import { FormTextField } from '../../../components/FormTextField';
import { useAdminText } from '../../../i18n/admin';

const showError = (meta: { touched?: boolean; modified?: boolean; submitFailed?: boolean; error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }) =>
  (meta.submitFailed || (meta.touched && meta.modified)) && ((meta.error as string | undefined) || (!meta.dirtySinceLastSubmit && (meta.submitError as string | undefined)));

/** The Indonesian name of a category, tag, age group or tool (issue 15): optional, the name stands in for it. */
export function NameIdField() {
  const t = useAdminText();
  return <FormTextField name="nameId" label={t('common.nameId')} fullWidth helperText={t('common.nameIdHelp')} />;
}

export interface Option {
  value: number | string;
  label: string;
}

/** A select bound to a form field; ids stay numbers ('' while nothing is chosen). */
export function FormSelect({ name, label, options, emptyLabel, ...rest }: { name: string; label: string; options: Option[]; emptyLabel?: string } & Omit<TextFieldProps, 'name' | 'select'>) {
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = showError(meta);
        return (
          <TextField
            {...rest}
            select
            label={label}
            name={input.name}
            value={(input.value as unknown) ?? ''}
            onChange={(e) => {
              const raw = e.target.value;
              const option = options.find((o) => String(o.value) === String(raw));
              input.onChange(option ? option.value : '');
            }}
            onBlur={input.onBlur}
            error={Boolean(message)}
            helperText={message || rest.helperText}
          >
            {emptyLabel !== undefined && (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            )}
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    </Field>
  );
}

export function FormCheckbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <FormControlLabel control={<Checkbox name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} disabled={disabled} />} label={label} />
      )}
    </Field>
  );
}

/** A group of checkboxes whose form value is the array of checked ids. */
export function CheckboxGroup({ name, label, options, emptyMessage, disabled }: { name: string; label: string; options: Option[]; emptyMessage: string; disabled?: boolean }) {
  const { input } = useField<(number | string)[]>(name, { subscription: { value: true } });
  const checked = Array.isArray(input.value) ? input.value : [];
  return (
    <FormControl component="fieldset" variant="standard" disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {emptyMessage}
        </Typography>
      ) : (
        <FormGroup row sx={{ columnGap: 1 }}>
          {options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(o.value)}
                  onChange={(e) => input.onChange(e.target.checked ? [...checked, o.value] : checked.filter((v) => v !== o.value))}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}

/**
 * Suggests the slug from another field (the title, the name) with the shared slug rule for as
 * long as the editor has not typed a slug of their own: the slug follows while it is empty or
 * still equal to the suggestion for the previous text.
 */
export function SlugSuggestion({ from, to = 'slug', enabled }: { from: string; to?: string; enabled: boolean }) {
  const form = useForm();
  const { input } = useField<string>(from, { subscription: { value: true } });
  const text = input.value ?? '';
  const previous = useRef(text);
  useEffect(() => {
    if (enabled && previous.current !== text) {
      const slug = ((form.getState().values as Record<string, unknown>)[to] as string | undefined) ?? '';
      if (slug === '' || slug === slugify(previous.current)) form.change(to, slugify(text));
    }
    previous.current = text;
  }, [enabled, form, text, to]);
  return null;
}
