import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchUrl } from '../search/searchUrl';
import { useLanguage, useT } from '../../i18n';
import { PlainTextField } from '../../components/PlainTextField';
import { SearchSvg } from '../../components/plainIcons';

interface Props {
  open: boolean;
  onClose: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The header's search row below 768 px. Loaded when first opened (Header.tsx), so it mounts open:
 * `appear` gives that first opening the same animation as the later ones.
 */
export function MobileSearch({ open, onClose, inputRef }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const mountedOpen = useRef(open);
  // Opened before this part had loaded: the header's focus call may have found no field yet.
  useEffect(() => {
    if (!mountedOpen.current) return;
    const timer = setTimeout(() => inputRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [inputRef]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = query.trim();
    if (!term) return;
    setQuery('');
    onClose();
    void navigate(searchUrl(term, language));
  };

  return (
    <Collapse in={open} appear unmountOnExit sx={{ display: { md: 'none' } }}>
      <Box component="form" role="search" id="mobile-search" onSubmit={submit} sx={{ pb: 1.5 }}>
        <PlainTextField
          inputRef={inputRef}
          type="search"
          size="small"
          fullWidth
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          htmlInput={{ 'aria-label': t('search.label'), enterKeyHint: 'search' }}
          startAdornment={<SearchSvg />}
        />
      </Box>
    </Collapse>
  );
}
