import { Suspense, useEffect, useRef, useState } from 'react';
import { muiLazy, withMuiTheme } from '../../app/muiLazy';
import { NavLink, useLocation } from 'react-router-dom';
import { AgeMenu } from '../age/AgeMenu';
import { useLogout, useSignedInAfterPageLoad } from '../auth/useSession';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useLanguage, useLocalizedPath, useT } from '../../i18n';
import { Logo } from '../../components/Logo';
import { CloseSvg, MenuSvg, SearchSvg } from '../../components/plainIcons';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useChildAgePicker } from '../age/useChildAgePicker';
import { AppLink } from '../../components/AppLink';

// The palette, the drawer and the mobile search row are closed on the first render: they load when
// first opened (or when the pointer or focus reaches their button), not before the page shows.
// They are MUI's dialog, drawer and collapse: each loads with MUI's theme (app/muiLazy.tsx).
const loadPalette = () => withMuiTheme(import('../search/SearchPalette'));
const loadDrawer = () => withMuiTheme(import('./MobileDrawer'));
const loadMobileSearch = () => withMuiTheme(import('./MobileSearch'));
const SearchPalette = muiLazy(() => loadPalette().then((m) => m.SearchPalette));
const MobileDrawer = muiLazy(() => loadDrawer().then((m) => m.MobileDrawer));
const MobileSearch = muiLazy(() => loadMobileSearch().then((m) => m.MobileSearch));
// Signed-in editors only (MUI's Button): a reader's start-up never loads it.
const UserMenu = muiLazy(() => import('./UserMenu').then((m) => m.UserMenu));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** The header is plain elements styled by the reader sheet (app/readerCss.ts: .tb-header, .tb-button): every page renders it. */
export function Header() {
  const user = useSignedInAfterPageLoad();
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
    <header lang={language} className="tb-header">
      <div className="tb-container">
        <div className="tb-toolbar">
          <button
            type="button"
            aria-label={t('nav.openMenu')}
            aria-controls={drawerOpen ? 'mobile-drawer' : undefined}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={preload(loadDrawer)}
            onFocus={preload(loadDrawer)}
            className="tb-icon-button tb-edge-start tb-phone-only"
          >
            <MenuSvg />
          </button>
          <Logo />
          <nav aria-label={t('nav.main')} className="tb-nav tb-wide-only">
            <NavLink to={to('/')} end className="tb-button tb-nav-link">
              {t('nav.home')}
            </NavLink>
            <NavLink to={to('/blog')} className="tb-button tb-nav-link">
              {t('nav.blog')}
            </NavLink>
            <AppLink to={`${to('/')}#tools`} onClick={toolsClick} className="tb-button tb-nav-link">
              {t('nav.tools')}
            </AppLink>
            <AgeMenu />
          </nav>
          <div className="tb-grow" />
          <button
            type="button"
            onClick={() => setPaletteOpen(true)}
            onPointerEnter={preload(loadPalette)}
            onFocus={preload(loadPalette)}
            aria-haspopup="dialog"
            className="tb-button tb-search-trigger tb-wide-only"
          >
            <SearchSvg />
            <span className="tb-search-placeholder">{t('search.placeholder')}</span>
            <kbd aria-hidden>Ctrl K</kbd>
          </button>
          <LanguageSwitch />
          <AppLink to={to('/subscribe')} className="tb-button tb-button-contained tb-wide-only">
            {t('nav.subscribe')}
          </AppLink>
          {user && (
            <div className="tb-wide-only">
              <Suspense fallback={null}>
                <UserMenu user={user} onLogout={() => void logout()} />
              </Suspense>
            </div>
          )}
          <button
            type="button"
            aria-label={mobileSearch ? t('nav.closeSearch') : t('nav.search')}
            aria-expanded={mobileSearch}
            aria-controls="mobile-search"
            onClick={() => {
              setMobileSearch((s) => !s);
              setTimeout(() => mobileInput.current?.focus(), 50);
            }}
            onPointerEnter={preload(loadMobileSearch)}
            onFocus={preload(loadMobileSearch)}
            className="tb-icon-button tb-edge-end tb-phone-only"
          >
            {mobileSearch ? <CloseSvg /> : <SearchSvg />}
          </button>
        </div>
        {mobileSearchMounted && (
          <Suspense fallback={null}>
            <MobileSearch open={mobileSearch} onClose={() => setMobileSearch(false)} inputRef={mobileInput} />
          </Suspense>
        )}
      </div>
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
    </header>
  );
}
