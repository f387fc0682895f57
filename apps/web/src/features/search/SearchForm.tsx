import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';

/** The search page's form: a blank (trimmed) term does nothing. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  const t = useT();
  // Back/forward changes the term in the address: the field follows.
  useEffect(() => setTerm(initial), [initial]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = term.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" sx={{ gap: 1.5, maxWidth: 720 }}>
      <TextField
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('search.placeholder')}
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': t('search.label'), name: 'q' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ px: 3, flexShrink: 0 }}>
        {t('nav.search')}
      </Button>
    </Stack>
  );
}
