import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterLanguageField } from './NewsletterLanguageField';

const BENEFITS: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <LightbulbOutlinedIcon />, title: 'subscribe.benefit1Title', text: 'subscribe.benefit1Text' },
  { icon: <NotificationsActiveOutlinedIcon />, title: 'subscribe.benefit2Title', text: 'subscribe.benefit2Text' },
  { icon: <FavoriteBorderIcon />, title: 'subscribe.benefit3Title', text: 'subscribe.benefit3Text' },
];

/** /subscribe: the form, the consent note and 'Why Subscribe?'; after success, 'Successfully Subscribed!'. */
export function SubscribeView() {
  const [done, setDone] = useState(false);
  const t = useT();
  const successHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) successHeading.current?.focus();
  }, [done]);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stack sx={{ gap: 3, minWidth: 0 }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
            {t('subscribe.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem', mt: 1.5 }}>
            {t('subscribe.lead')}
          </Typography>
        </div>
        <Paper sx={{ p: { xs: 2.5, md: 4 }, border: 1, borderColor: 'divider' }} elevation={0}>
          {done ? (
            <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 2 }} role="status">
              <CheckCircleIcon aria-hidden color="primary" sx={{ fontSize: 64 }} />
              <Typography ref={successHeading} tabIndex={-1} variant="h2" sx={{ outline: 'none', fontSize: '1.6rem' }}>
                {t('subscribe.success')}
              </Typography>
              <Typography color="text.secondary">{t('subscribe.successText')}</Typography>
              <Button variant="outlined" size="large" onClick={() => setDone(false)}>
                {t('subscribe.another')}
              </Button>
            </Stack>
          ) : (
            <Stack sx={{ gap: 2.5 }}>
              <NewsletterForm variant="page" languageField={NewsletterLanguageField} onSubscribed={() => setDone(true)} />
              <Typography variant="body2" color="text.secondary">
                {t('subscribe.consentBefore')}{' '}
                <Link href="#" underline="always">
                  {t('subscribe.privacy')}
                </Link>
                {t('subscribe.consentAfter')}
              </Typography>
            </Stack>
          )}
        </Paper>
      </Stack>
      <Box component="section" aria-labelledby="why-subscribe-heading">
        <Typography id="why-subscribe-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2.5 }}>
          {t('subscribe.why')}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2.5 }}>
          {BENEFITS.map((b) => (
            <Stack component="li" key={b.title} direction="row" sx={{ gap: 2 }}>
              <Box aria-hidden sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'surface.mint', color: 'primary.main' }}>
                {b.icon}
              </Box>
              <div>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {t(b.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(b.text)}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
