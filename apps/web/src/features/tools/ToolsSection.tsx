import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AvatarImage } from '../../components/AvatarImage';
import { EmptyState } from '../../components/EmptyState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { ToolsDocument } from '../../generated/graphql';
import { useLocalName, useT } from '../../i18n';

export const TOOLS_EMPTY = "Coming soon! We're working on amazing parenting tools for you.";

/** 'Parenting Tools & Resources' (anchor #tools): every active tool, opening its site in a new tab. */
export function ToolsSection() {
  const { data, loading } = useQuery(ToolsDocument);
  const t = useT();
  const nameOf = useLocalName();
  const tools = data?.tools ?? [];
  return (
    <Box component="section" id="tools" aria-labelledby="tools-heading" sx={{ scrollMarginTop: 88 }}>
      <Typography id="tools-heading" variant="h2" sx={{ mb: 1 }}>
        {t('tools.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('tools.intro')}
      </Typography>
      {loading && !data ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))', lg: 'repeat(3, minmax(0,1fr))' } }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : tools.length === 0 ? (
        <EmptyState text={TOOLS_EMPTY} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))', lg: 'repeat(3, minmax(0,1fr))' } }}>
          {tools.map((tool) => (
            <Card key={tool.id} sx={{ height: '100%' }}>
              <CardActionArea component="a" href={tool.url} target="_blank" rel="noopener noreferrer" sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
                <CardContent sx={{ width: '100%' }}>
                  <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 1.5 }}>
                    <AvatarImage
                      variant="rounded"
                      src={tool.logoUrl}
                      srcset={tool.logo?.srcset}
                      alt={t('tools.logoAlt', { name: nameOf(tool) })}
                      size={56}
                      bgcolor="secondary.main"
                      fallback={nameOf(tool).charAt(0)}
                    />
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
                      {nameOf(tool)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {tool.description}
                  </Typography>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 1.5, color: 'primary.main', fontWeight: 600, fontSize: '0.875rem' }}>
                    {t('tools.visit')} <OpenInNewIcon aria-hidden sx={{ fontSize: 16 }} />
                    <Box component="span" sx={visuallyHidden}>
                      {t('common.newTab')}
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
