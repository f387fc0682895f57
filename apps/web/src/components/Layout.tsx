import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import { useScrollRestoration } from '../features/layout/useScrollRestoration';
import { I18nProvider, useT } from '../i18n';
import { Footer } from './Footer';
import { Header } from './Header';

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
    </Box>
  );
}
