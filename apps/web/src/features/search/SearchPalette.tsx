import CategoryIcon from '@mui/icons-material/LocalOfferOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@tumbuh/shared';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../components/visuallyHidden';
import { CategoryPillsDocument } from '../../generated/graphql';
import { useLanguage, useLocalizedPath, useLocalName, useT } from '../../i18n';
import { searchUrl } from './searchUrl';

export const PALETTE_EMPTY = 'Type to search or select a suggestion below.';

/** The three suggestions of the original design, named from the categories once they are loaded. */
export const SUGGESTED_CATEGORIES = [
  { slug: 'sleep-training', name: 'Sleep Training', nameId: 'Pola Tidur' },
  { slug: 'nutrition', name: 'Nutrition', nameId: 'Nutrisi' },
  { slug: 'development', name: 'Development', nameId: 'Tumbuh Kembang' },
] as const;

interface Option {
  key: string;
  label: string;
  kind: 'search' | 'category';
  to: string;
}

/**
 * The header's search palette: a combobox over a listbox of suggestions. Arrow keys move, Enter picks
 * the highlighted option or searches for the text; submitting goes to /search?q=, then the palette
 * closes and forgets the query.
 */
export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const to = useLocalizedPath();
  const nameOf = useLocalName();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const { data } = useQuery(CategoryPillsDocument, { skip: !open });

  const trimmed = query.trim();
  const options = useMemo<Option[]>(() => {
    const names = new Map(data?.categories.map((c) => [c.slug, nameOf(c)]));
    const categories = SUGGESTED_CATEGORIES.map((c) => ({ slug: c.slug, name: names.get(c.slug) ?? nameOf(c) })).filter(
      (c) => !trimmed || c.name.toLowerCase().includes(trimmed.toLowerCase()),
    );
    const list: Option[] = [];
    if (trimmed) list.push({ key: 'search', label: t('search.for', { term: trimmed }), kind: 'search', to: searchUrl(trimmed, language) });
    for (const c of categories) list.push({ key: c.slug, label: c.name, kind: 'category', to: to(`/category/${c.slug}`) });
    return list;
  }, [data, trimmed, t, language, to, nameOf]);

  const close = () => {
    setQuery('');
    setActive(-1);
    onClose();
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (options.length ? (a + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (options.length ? (a <= 0 ? options.length - 1 : a - 1) : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = options[active];
      if (option) go(option.to);
      else if (trimmed) go(searchUrl(trimmed, language));
    }
  };
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, md: 10 }, mx: 2, width: 'calc(100% - 32px)' } }}
    >
      <Box component="h2" id={`${id}-title`} sx={visuallyHidden}>
        Search articles
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, borderBottom: '1px solid', borderColor: 'divider' }}>
        <SearchIcon aria-hidden color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.label'),
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            enterKeyHint: 'search',
          }}
          sx={{ py: 1.75, fontSize: '1.05rem' }}
        />
        <Typography component="kbd" variant="caption" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, px: 0.75, color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
          Esc
        </Typography>
      </Box>
      <Box sx={{ maxHeight: LIMITS.searchPaletteMaxHeightPx, overflowY: 'auto', py: 1 }}>
        {!trimmed && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 1.5 }}>
            {PALETTE_EMPTY}
          </Typography>
        )}
        <Typography id={`${id}-suggestions`} variant="overline" component="p" color="text.secondary" sx={{ px: 2.5, pt: 0.5, lineHeight: 2 }}>
          Suggestions
        </Typography>
        <Box component="ul" role="listbox" id={listId} aria-labelledby={`${id}-suggestions`} sx={{ listStyle: 'none', m: 0, p: 0, px: 1 }}>
          {options.map((option, i) => (
            <Box
              component="li"
              key={option.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(option.to)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1.5,
                py: 1.25,
                borderRadius: 2,
                cursor: 'pointer',
                bgcolor: i === active ? 'surface.primaryTint' : 'transparent',
                fontWeight: option.kind === 'search' ? 600 : 400,
                overflowWrap: 'anywhere',
              }}
            >
              {option.kind === 'search' ? <SearchIcon aria-hidden fontSize="small" color="primary" /> : <CategoryIcon aria-hidden fontSize="small" color="action" />}
              {option.label}
            </Box>
          ))}
        </Box>
      </Box>
    </Dialog>
  );
}
