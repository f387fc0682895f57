import { LANGUAGE_CODES } from '@tumbuh/shared';
import { Pill } from '../../components/Pill';
import { useLanguage, useLanguageName, useT } from '../../i18n';
import { listingHref, type ListingLanguage, type ListingParams } from './listingParams';

interface Props {
  basePath: string;
  params: ListingParams;
  /** Published articles of the listing per language, filter aside. */
  counts: readonly { language: string; count: number }[];
}

/** All languages / English / Indonesian, with their counts: links, so the filter works without JavaScript. */
export function ListingLanguageFilter({ basePath, params, counts }: Props) {
  const t = useT();
  const interfaceLanguage = useLanguage();
  const languageName = useLanguageName();
  const countOf = (language: string) => counts.find((c) => c.language === language)?.count ?? 0;
  const options: { value: ListingLanguage; label: string; count: number }[] = [
    { value: 'all', label: t('listing.allLanguages'), count: counts.reduce((sum, c) => sum + c.count, 0) },
    ...LANGUAGE_CODES.map((code) => ({ value: code as ListingLanguage, label: languageName(code), count: countOf(code) })),
  ];
  return (
    <nav aria-label={t('recent.language')} className="tb-pills tb-pills-wide">
      {options.map(({ value, label, count }) => {
        const active = value === params.language;
        return (
          <Pill
            key={value}
            to={listingHref(basePath, { page: 1, language: value }, interfaceLanguage)}
            aria-current={active ? 'page' : undefined}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            label={t('listing.languageOption', { language: label, count })}
          />
        );
      })}
    </nav>
  );
}
