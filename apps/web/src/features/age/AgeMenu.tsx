import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useT } from '../../i18n';
import { useChildAgePicker } from './useChildAgePicker';

// The list (Menu, Popover) loads when first opened, or when the pointer or focus reaches the button.
const loadList = () => import('./AgeMenuList');
const AgeMenuList = lazy(() => loadList().then((m) => ({ default: m.AgeMenuList })));
const preloadList = () => void loadList().catch(() => undefined);

/** The header's "By age" entry (issue 19): the age groups, and the child's-age picker. */
export function AgeMenu({ sx }: { sx?: object }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pickAge, picker] = useChildAgePicker();
  const listMounted = useOpenedOnce(!!anchor);
  const onAgePage = /^(\/id)?\/age\//.test(pathname);
  return (
    <>
      <Button
        className={onAgePage ? 'active' : undefined}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        // The arrow only where the bar has room for it (from 1200 px).
        sx={{ ...sx, whiteSpace: 'nowrap', flexShrink: 0, '& .MuiButton-endIcon': { ml: 0.25, display: { md: 'none', lg: 'inherit' } } }}
      >
        {t('age.byAge')}
      </Button>
      {listMounted && (
        <Suspense fallback={null}>
          <AgeMenuList id={`${id}-menu`} anchor={anchor} onClose={() => setAnchor(null)} onPickAge={pickAge} />
        </Suspense>
      )}
      {picker}
    </>
  );
}
