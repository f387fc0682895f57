import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
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

function Page() {
  useScrollRestoration();
  const t = useT();
  const [offer, closeOffer] = useLanguageOffer();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skip')}
      </Box>
      <Header />
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 5 }, outline: 'none' }}>
        <Outlet />
      </Container>
      <Footer />
      {offer && (
        <Suspense fallback={null}>
          <LanguageOffer onClose={closeOffer} />
        </Suspense>
      )}
    </Box>
  );
}
