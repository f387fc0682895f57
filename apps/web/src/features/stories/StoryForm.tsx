import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STORY_HONEYPOT, STORY_LIMITS, newStoryPath, storyLength, validateStory } from '@tumbuh/shared';
import { useState, type FormEvent } from 'react';
import { AgeGroupsNavDocument } from '../../generated/graphql';
import { useLanguage, useLocalName, useT } from '../../i18n';

type Errors = Record<string, string>;

/**
 * "Share your story" (issue 30). A plain multipart form posted to the page's own address, so it
 * works without JavaScript (the server answers with a page); with JavaScript it checks the shared
 * rules first and sends the same form to POST /api/stories, showing the messages in place.
 */
export function StoryForm() {
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const ages = useQuery(AgeGroupsNavDocument);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [length, setLength] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string'));
    const found = validateStory(values, language);
    const photo = data.get('photo');
    if (photo instanceof File && photo.size > 5 * 1024 * 1024) found.photo = t('storyForm.photoHelp');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    if (photo instanceof File && photo.size === 0) data.delete('photo');
    setBusy(true);
    try {
      const res = await fetch(`/api/stories?language=${language}`, { method: 'POST', body: data, credentials: 'same-origin' });
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Errors };
      if (res.status === 201) {
        setSent(true);
        window.scrollTo({ top: 0 });
      } else if (body.errors) setErrors(body.errors);
      else setFailure(body.message ?? t('storyForm.error'));
    } catch {
      setFailure(t('storyForm.error'));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Alert severity="success" data-testid="story-sent" sx={{ fontSize: '1rem' }}>
        <Typography component="h2" variant="h6">
          {t('storyForm.thanksTitle')}
        </Typography>
        {t('storyForm.thanksText')}
      </Alert>
    );
  }

  const field = (name: string) => ({ name, id: `story-${name}`, error: Boolean(errors[name]), fullWidth: true });
  return (
    <Box component="form" method="post" encType="multipart/form-data" action={newStoryPath(language)} noValidate onSubmit={(e) => void submit(e)} data-testid="story-form">
      <Stack sx={{ gap: 2.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {/* The honeypot: hidden from people and screen readers; a bot filling every field fills it. */}
        <Box aria-hidden sx={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}>
          <label htmlFor={`story-${STORY_HONEYPOT}`}>Website</label>
          <input id={`story-${STORY_HONEYPOT}`} name={STORY_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </Box>
        <TextField {...field('displayName')} label={t('storyForm.displayName')} helperText={errors.displayName || t('storyForm.displayNameHelp')} slotProps={{ htmlInput: { maxLength: STORY_LIMITS.nameMax } }} autoComplete="nickname" />
        <TextField {...field('email')} type="email" required label={t('storyForm.email')} helperText={errors.email || t('storyForm.emailHelp')} autoComplete="email" />
        <TextField {...field('ageGroup')} select label={t('storyForm.ageGroup')} helperText={errors.ageGroup} defaultValue="" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{t('storyForm.ageNone')}</option>
          {(ages.data?.ageGroups ?? []).map((g) => (
            <option key={g.id} value={g.slug}>
              {nameOf(g)}
            </option>
          ))}
        </TextField>
        <TextField {...field('title')} required label={t('storyForm.storyTitle')} helperText={errors.title} slotProps={{ htmlInput: { maxLength: STORY_LIMITS.titleMax } }} />
        <TextField
          {...field('body')}
          required
          multiline
          minRows={10}
          label={t('storyForm.body')}
          onChange={(e) => setLength(storyLength(e.target.value))}
          helperText={errors.body || `${t('storyForm.bodyHelp')} ${t('storyForm.characters', { count: length })}`}
        />
        <Box>
          <Typography component="label" htmlFor="story-photo" variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            {t('storyForm.photo')}
          </Typography>
          <input id="story-photo" name="photo" type="file" accept="image/jpeg,image/png,image/gif,image/webp" aria-describedby="story-photo-help" />
          <FormHelperText id="story-photo-help" error={Boolean(errors.photo)}>
            {errors.photo || t('storyForm.photoHelp')}
          </FormHelperText>
        </Box>
        <TextField {...field('language')} select label={t('storyForm.language')} helperText={errors.language} defaultValue={language} slotProps={{ select: { native: true } }}>
          <option value="en">{t('storyForm.languageEn')}</option>
          <option value="id">{t('storyForm.languageId')}</option>
        </TextField>
        <Box>
          <FormControlLabel control={<Checkbox name="consent" id="story-consent" />} label={t('storyForm.consent')} />
          {errors.consent && <FormHelperText error>{errors.consent}</FormHelperText>}
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('storyForm.sending') : t('storyForm.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
