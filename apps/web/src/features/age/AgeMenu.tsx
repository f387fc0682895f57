import { Suspense, useId, useState } from 'react';
import { muiLazy, withMuiTheme } from '../../app/muiLazy';
import { useLocation } from 'react-router-dom';
import { ExpandMoreSvg } from '../../components/plainIcons';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useT } from '../../i18n';
import { useChildAgePicker } from './useChildAgePicker';

// The list (Menu, Popover) loads with MUI's theme (app/muiLazy.tsx) when first opened, or when the
// pointer or focus reaches the button.
const loadList = () => withMuiTheme(import('./AgeMenuList'));
const AgeMenuList = muiLazy(() => loadList().then((m) => m.AgeMenuList));
const preloadList = () => void loadList().catch(() => undefined);

/**
 * The header's "By age" entry (issue 19): the age groups, and the child's-age picker. The button is a
 * plain element of the reader sheet (app/readerCss.ts: .tb-nav-link, .tb-age-button), like the nav links.
 */
export function AgeMenu() {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pickAge, picker] = useChildAgePicker();
  const listMounted = useOpenedOnce(!!anchor);
  const onAgePage = /^(\/id)?\/age\//.test(pathname);
  return (
    <>
      <button
        type="button"
        className={`tb-button tb-nav-link tb-age-button${onAgePage ? ' active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={preloadList}
        onFocus={preloadList}
      >
        {t('age.byAge')}
        {/* The arrow only where the bar has room for it (from 1200 px). */}
        <ExpandMoreSvg />
      </button>
      {listMounted && (
        <Suspense fallback={null}>
          <AgeMenuList id={`${id}-menu`} anchor={anchor} onClose={() => setAnchor(null)} onPickAge={pickAge} />
        </Suspense>
      )}
      {picker}
    </>
  );
}
