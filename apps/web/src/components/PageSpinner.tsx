import { useT } from '../i18n';

/**
 * While a page's code loads: MUI's CircularProgress (indeterminate, primary colour, 40 px) drawn by
 * the reader sheet (app/readerCss.ts: .tb-spinner), so the start-up's shell carries no MUI component.
 */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="tb-spinner-page">
      <span className="tb-spinner" role="progressbar" aria-label={t('common.loading')}>
        <svg viewBox="22 22 44 44" aria-hidden>
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
