import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../features/layout/usePageMeta';
import { SearchForm } from '../features/search/SearchForm';
import { SearchResults } from '../features/search/SearchResults';
import { searchUrl } from '../features/search/searchUrl';

/** /search?q={term}: the term comes from the address, so back and forward replay earlier searches. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const term = (params.get('q') ?? '').trim();
  usePageMeta({ title: term ? `Search: ${term}` : 'Search', description: 'Search every Tumbuh article in English and Indonesian.', noindex: true });
  return (
    <Stack sx={{ gap: 4 }}>
      <div>
        <Typography variant="h1">Search Articles</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Find advice on sleep, food, play and development, in English and Indonesian.
        </Typography>
      </div>
      <SearchForm initial={term} onSearch={(t) => navigate(searchUrl(t, true))} />
      <SearchResults term={term} stamp={params.get('t')} />
    </Stack>
  );
}
