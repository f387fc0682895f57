import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLanguageOffer } from '../language/useLanguageOffer';
import { useScrollRestoration } from './useScrollRestoration';
import { I18nProvider, useT } from '../../i18n';
import { Header } from './Header';
import { deferred } from '../../app/deferred';

// Only a browser that prefers Indonesian, on the English home, ever loads the offer.
// The footer (links and icons at the end of every page) hydrates after the page: app/deferred.tsx.
const Footer = deferred(() => import('./Footer').then((m) => m.Footer));
const LanguageOffer = lazy(() => import('../language/LanguageOffer').then((m) => ({ default: m.LanguageOffer })));

export function Layout() {
  return (
    <I18nProvider>
      <Page />
    </I18nProvider>
  );
}

/** The page frame: plain elements styled by the reader sheet (app/readerCss.ts: .tb-page, .tb-skip, .tb-main). */
function Page() {
  useScrollRestoration();
  const t = useT();
  const [offer, closeOffer] = useLanguageOffer();
  return (
    <div className="tb-page">
      <a href="#main" className="tb-skip">
        {t('nav.skip')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="tb-container tb-main">
        <Outlet />
      </main>
      <Footer />
      {offer && (
        <Suspense fallback={null}>
          <LanguageOffer onClose={closeOffer} />
        </Suspense>
      )}
    </div>
  );
}
