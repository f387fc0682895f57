import { useEffect, useState, type FormEvent } from 'react';
import { PlainTextField } from '../../components/PlainTextField';
import { SearchSvg } from '../../components/plainIcons';
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
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-search-form, .tb-field).
  return (
    <form role="search" onSubmit={submit} className="tb-search-form">
      <PlainTextField
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('search.placeholder')}
        fullWidth
        htmlInput={{ 'aria-label': t('search.label'), name: 'q' }}
        startAdornment={<SearchSvg />}
        className="tb-field-adorn-medium"
      />
      <button type="submit" className="tb-button tb-button-contained tb-button-large tb-search-submit">
        {t('nav.search')}
      </button>
    </form>
  );
}
