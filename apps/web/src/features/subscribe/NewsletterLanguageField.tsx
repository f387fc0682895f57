import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@tumbuh/shared';

export interface LanguageFieldProps {
  id: string;
  value: string;
  onChange: (language: string) => void;
  disabled: boolean;
}

/** The /subscribe page's choice of the newsletter's language. */
export function NewsletterLanguageField({ id, value, onChange, disabled }: LanguageFieldProps) {
  return (
    <TextField
      id={id}
      select
      label="Newsletter language"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      sx={{ minWidth: 200, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
