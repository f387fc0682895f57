import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tumbuh/shared';
import { useId, useState, type FormEvent } from 'react';
import { useSubscribe, type SUBSCRIBE_TOASTS } from './useSubscribe';

interface Props {
  variant: keyof typeof SUBSCRIBE_TOASTS;
  /** Offer the newsletter's language (the /subscribe page); boxes use `language`. */
  chooseLanguage?: boolean;
  language?: string;
  onSubscribed?: (email: string) => void;
  /** Stack the field above the button (narrow boxes). */
  stacked?: boolean;
}

/** Email form of the newsletter: idle, 'Subscribing...' (input and button disabled), success or failure. */
export function NewsletterForm({ variant, chooseLanguage = false, language = DEFAULT_LANGUAGE, onSubscribed, stacked = false }: Props) {
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState(language);
  const { subscribe, submitting } = useSubscribe(variant);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const ok = await subscribe(email, chooseLanguage ? lang : language);
    if (ok) {
      const subscribed = email;
      setEmail('');
      onSubscribed?.(subscribed);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 1.5 }} aria-label="Newsletter signup">
      <Stack direction={stacked ? 'column' : { xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <TextField
          id={`${id}-email`}
          type="email"
          label="Email address"
          placeholder="you@example.com"
          autoComplete="email"
          size={stacked ? 'small' : 'medium'}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
          fullWidth
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
        {chooseLanguage && (
          <TextField
            id={`${id}-language`}
            select
            label="Newsletter language"
            value={lang}
            onChange={(e) => setLang(e.target.value)}
            disabled={submitting}
            sx={{ minWidth: 200, bgcolor: 'background.paper', borderRadius: 1 }}
          >
            {LANGUAGES.map((l) => (
              <MenuItem key={l.code} value={l.code}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Button type="submit" variant="contained" size={stacked ? 'medium' : 'large'} disabled={submitting} fullWidth={stacked}>
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </Stack>
  );
}
