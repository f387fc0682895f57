import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../i18n';

/** The sprout mark and the name; links home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  const to = useLocalizedPath();
  return (
    <Box
      component={RouterLink}
      to={to('/')}
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.01em', flexShrink: 0 }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 30, height: 30 }}>
        <circle cx="16" cy="16" r="16" fill="#2f6f5e" />
        <path d="M16 25v-9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M16 17c0-4 -3-7 -8-7c0 4 3 7 8 7z" fill="#cfe6d9" />
        <path d="M16 15c0-4 3-7 8-7c0 4-3 7-8 7z" fill="#fff" />
      </Box>
      Tumbuh
    </Box>
  );
}
