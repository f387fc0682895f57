import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthorAvatar } from './AuthorAvatar';
import { useLanguage, useT } from '../../i18n';
import { formatArticleDate } from './format';

interface Props {
  author: { name: string; imageUrl: string | null; image?: { srcset: string } | null } | null;
  publishDate: string;
  readTime: number;
  avatarSize?: number;
}

/** Author image and name, publish date and read time: one line under a title. */
export function ArticleMeta({ author, publishDate, readTime, avatarSize = 36 }: Props) {
  const t = useT();
  const name = author?.name || t('article.anonymous');
  const language = useLanguage();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <AuthorAvatar name={name} imageUrl={author?.imageUrl} srcset={author?.image?.srcset} size={avatarSize} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={publishDate}>{formatArticleDate(publishDate, language)}</time>
          <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
            ·
          </Box>
          <span>{t('article.readTime', { minutes: readTime })}</span>
        </Typography>
      </Box>
    </Stack>
  );
}
