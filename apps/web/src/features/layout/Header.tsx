import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { AgeMenu } from '../age/AgeMenu';
import { useLogout, useSession } from '../auth/useSession';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useLanguage, useLocalizedPath, useT } from '../../i18n';
import { Logo } from '../../components/Logo';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { UserMenu } from './UserMenu';
import { useChildAgePicker } from '../age/useChildAgePicker';

// The palette, the drawer and the mobile search row are closed on the first render: they load when
// first opened (or when the pointer or focus reaches their button), not before the page shows.
const loadPalette = () => import('../search/SearchPalette');
const loadDrawer = () => import('./MobileDrawer');
const loadMobileSearch = () => import('./MobileSearch');
const SearchPalette = lazy(() => loadPalette().then((m) => ({ default: m.SearchPalette })));
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));
const MobileSearch = lazy(() => loadMobileSearch().then((m) => ({ default: m.MobileSearch })));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const desktop = { xs: 'none', md: 'flex' } as const;
const mobile = { xs: 'flex', md: 'none' } as const;

const navSx = {
  color: 'text.primary',
  // Tighter below 1200 px, where four entries share the bar with search, language and Subscribe.
  px: { md: 1, lg: 1.5 },
  minWidth: 0,
  '&.active': { color: 'primary.main', bgcolor: 'surface.primaryTint' },
} as const;

export function Header() {
  const { user } = useSession({ afterPageLoad: true });
  const logout = useLogout();
  const location = useLocation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [mobileSearch, setMobileSearch] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  const paletteMounted = useOpenedOnce(paletteOpen);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const mobileSearchMounted = useOpenedOnce(mobileSearch);
  const [pickAge, agePicker] = useChildAgePicker();
  const t = useT();
  const language = useLanguage();
  const to = useLocalizedPath();

  // Ctrl+K / ⌘K opens the palette, as in most sites with one.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toolsClick = () => {
    // Already on the landing page: the address may not change, so scroll here.
    if (location.pathname === to('/')) document.getElementById('tools')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <AppBar component="header" position="sticky" color="inherit" elevation={0} lang={language} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,.96)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, md: 1.5 }, minHeight: { xs: 60, md: 68 } }}>
          <IconButton
            aria-label={t('nav.openMenu')}
            aria-controls={drawerOpen ? 'mobile-drawer' : undefined}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={preload(loadDrawer)}
            onFocus={preload(loadDrawer)}
            edge="start"
            sx={{ display: mobile }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: desktop, gap: 0.5, ml: 2 }}>
            <Button component={NavLink} to={to('/')} end sx={navSx}>
              {t('nav.home')}
            </Button>
            <Button component={NavLink} to={to('/blog')} sx={navSx}>
              {t('nav.blog')}
            </Button>
            <Button component={RouterLink} to={`${to('/')}#tools`} onClick={toolsClick} sx={navSx}>
              {t('nav.tools')}
            </Button>
            <AgeMenu sx={navSx} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Button
            onClick={() => setPaletteOpen(true)}
            onPointerEnter={preload(loadPalette)}
            onFocus={preload(loadPalette)}
            aria-haspopup="dialog"
            startIcon={<SearchIcon />}
            sx={{
              display: desktop,
              color: 'text.secondary',
              bgcolor: 'surface.sand',
              border: 1,
              borderColor: 'surface.sandBorder',
              fontWeight: 400,
              justifyContent: 'flex-start',
              width: { md: 180, lg: 240 },
              // Between 768 and 1000 px the search box gives way (down to its icon), not Subscribe.
              minWidth: 40,
              '&:hover': { bgcolor: 'surface.sandHover' },
            }}
          >
            <Box component="span" sx={{ flex: 1, textAlign: 'left', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {t('search.placeholder')}
            </Box>
            <Typography component="kbd" variant="caption" aria-hidden sx={{ display: { md: 'none', lg: 'block' }, border: 1, borderColor: 'surface.sandBorder', borderRadius: 1, px: 0.5, lineHeight: 1.5 }}>
              Ctrl K
            </Typography>
          </Button>
          <LanguageSwitch />
          <Button component={RouterLink} to={to('/subscribe')} variant="contained" sx={{ display: desktop, flexShrink: 0 }}>
            {t('nav.subscribe')}
          </Button>
          {user && (
            <Box sx={{ display: desktop }}>
              <UserMenu user={user} onLogout={() => void logout()} />
            </Box>
          )}
          <IconButton
            aria-label={mobileSearch ? t('nav.closeSearch') : t('nav.search')}
            aria-expanded={mobileSearch}
            aria-controls="mobile-search"
            onClick={() => {
              setMobileSearch((s) => !s);
              setTimeout(() => mobileInput.current?.focus(), 50);
            }}
            onPointerEnter={preload(loadMobileSearch)}
            onFocus={preload(loadMobileSearch)}
            edge="end"
            sx={{ display: mobile }}
          >
            {mobileSearch ? <CloseIcon /> : <SearchIcon />}
          </IconButton>
        </Toolbar>
        {mobileSearchMounted && (
          <Suspense fallback={null}>
            <MobileSearch open={mobileSearch} onClose={() => setMobileSearch(false)} inputRef={mobileInput} />
          </Suspense>
        )}
      </Container>
      {paletteMounted && (
        <Suspense fallback={null}>
          <SearchPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} onLogout={() => void logout()} onPickAge={pickAge} />
        </Suspense>
      )}
      {agePicker}
    </AppBar>
  );
}
