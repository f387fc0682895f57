import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ToolsDocument } from '../../generated/graphql';
import { useLanguage, useLocalizedPath, useLocalName, useT, type MessageKey } from '../../i18n';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';

const ABOUT_LINKS: MessageKey[] = ['footer.ourStory', 'footer.team', 'footer.guidelines', 'footer.privacy', 'footer.terms', 'footer.contact'];
const SOCIAL = [
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'X (Twitter)', icon: <XIcon /> },
  { label: 'YouTube', icon: <YouTubeIcon /> },
];

const linkSx = { color: 'text.secondary', '&:hover': { color: 'primary.main' } } as const;

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5, textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.8rem' }}>
        {title}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** Blog, Tools (active tools, new tab) and About columns; social icons; the copyright line. */
export function Footer() {
  const { data } = useQuery(ToolsDocument);
  const year = new Date().getFullYear();
  const t = useT();
  const nameOf = useLocalName();
  const language = useLanguage();
  const to = useLocalizedPath();
  return (
    <Box component="footer" lang={language} sx={{ borderTop: 1, borderColor: 'divider', pt: { xs: 5, md: 7 }, pb: 4, mt: 8, bgcolor: 'surface.sand' }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))', md: '1.4fr 1fr 1fr 1fr' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 320 }}>
              {t('footer.tagline')}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, mt: 2, ml: -1 }}>
              {SOCIAL.map((s) => (
                <IconButton key={s.label} component="a" href="#" aria-label={s.label} sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}>
                  {s.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>
          <Column id="footer-blog" title={t('nav.blog')}>
            <li>
              <Link component={RouterLink} to={to('/blog')} underline="hover" sx={linkSx}>
                {t('nav.allArticles')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={to('/subscribe')} underline="hover" sx={linkSx}>
                {t('nav.subscribe')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={to('/stories')} underline="hover" sx={linkSx}>
                {t('stories.nav')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={to('/stories/new')} underline="hover" sx={linkSx}>
                {t('stories.footerLink')}
              </Link>
            </li>
          </Column>
          <Column id="footer-tools" title={t('nav.tools')}>
            {(data?.tools ?? []).map((tool) => (
              <li key={tool.id}>
                <Link href={tool.url} target="_blank" rel="noopener noreferrer" underline="hover" sx={linkSx}>
                  {nameOf(tool)}
                  <Box component="span" sx={visuallyHidden}>
                    {t('common.newTab')}
                  </Box>
                </Link>
              </li>
            ))}
          </Column>
          <Column id="footer-about" title={t('footer.about')}>
            {ABOUT_LINKS.map((key) => (
              <li key={key}>
                <Link href="#" underline="hover" sx={linkSx}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </Column>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'surface.sandBorder' }}>
          {t('footer.rights', { year: String(year) })}
        </Typography>
      </Container>
    </Box>
  );
}
