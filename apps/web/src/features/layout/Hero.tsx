import { useLocalizedPath, useT } from '../../i18n';
import { AppLink } from '../../components/AppLink';

/**
 * The landing hero: headline, promise, 'Explore Blog' and 'Join Our Community'. Plain elements of
 * the reader sheet (app/readerCss.ts: .tb-hero).
 */
export function Hero() {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="hero-heading" className="tb-hero">
      <div aria-hidden className="tb-hero-glow" />
      <div className="tb-hero-inner">
        <p className="tb-hero-kicker">{t('hero.kicker')}</p>
        <h1 id="hero-heading" className="tb-h1">
          {t('hero.title')}
        </h1>
        <p className="tb-hero-text">{t('hero.text')}</p>
        <div className="tb-hero-actions">
          <AppLink to={to('/blog')} className="tb-button tb-button-contained tb-button-large">
            {t('hero.explore')}
          </AppLink>
          <AppLink to={to('/subscribe')} className="tb-button tb-button-outlined tb-button-large tb-hero-join">
            {t('hero.join')}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
