import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath, useT } from '../../i18n';

/** The landing hero: headline, promise, 'Explore Blog' and 'Join Our Community'. */
export function Hero() {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        px: { xs: 3, md: 7 },
        py: { xs: 5, md: 8 },
        background: (t) => t.palette.surface.heroGradient,
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -80, md: -40 },
          top: { xs: -80, md: -60 },
          width: { xs: 220, md: 360 },
          height: { xs: 220, md: 360 },
          borderRadius: '50%',
          background: 'radial-gradient(circle at 30% 30%, rgba(47,111,94,.18), rgba(47,111,94,0) 70%)',
        }}
      />
      <Stack sx={{ gap: 2.5, maxWidth: 720, position: 'relative' }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: 1.5 }}>
          {t('hero.kicker')}
        </Typography>
        <Typography id="hero-heading" variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3.1rem' } }}>
          {t('hero.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
          {t('hero.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 1 }}>
          <Button component={RouterLink} to={to('/blog')} variant="contained" size="large">
            {t('hero.explore')}
          </Button>
          <Button component={RouterLink} to={to('/subscribe')} variant="outlined" size="large" sx={{ bgcolor: 'rgba(255,255,255,.6)' }}>
            {t('hero.join')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
