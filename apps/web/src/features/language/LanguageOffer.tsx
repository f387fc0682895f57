import { CloseSvg } from '../../components/plainIcons';
import { LanguageScope, useT } from '../../i18n';
import { rememberLanguage } from './languageChoice';
import { AppLink } from '../../components/AppLink';

/**
 * The offer to read in Indonesian, for a browser that prefers it on the English home (issue 15).
 * Written in Indonesian (the reader's language, not the page's); it floats over the page's foot,
 * so nothing on the page moves when it appears. Either answer is remembered: it is not shown again.
 */
export function LanguageOffer({ onClose }: { onClose: () => void }) {
  return (
    <LanguageScope language="id">
      <Offer onClose={onClose} />
    </LanguageScope>
  );
}

function Offer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const answer = (language: 'en' | 'id') => {
    rememberLanguage(language);
    onClose();
  };
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-offer).
  return (
    <div role="region" aria-label={t('offer.label')} lang="id" data-testid="language-offer" className="tb-offer">
      <p className="tb-body2">{t('offer.text')}</p>
      <AppLink to="/id" hrefLang="id" className="tb-button tb-button-contained tb-button-small" onClick={() => answer('id')}>
        {t('offer.accept')}
      </AppLink>
      <button type="button" aria-label={t('offer.dismiss')} onClick={() => answer('en')} className="tb-icon-button tb-offer-close">
        <CloseSvg />
      </button>
    </div>
  );
}
