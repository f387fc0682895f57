import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ageGroupFor, agePath } from '@tumbuh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { AgeGroupsNavDocument, ChildAgeArticlesDocument } from '../../generated/graphql';
import { useLanguage, useLocalName, useT } from '../../i18n';
import { ArticleGrid } from '../articles/ArticleGrid';
import { forgetChildAge, useChildAge } from './childAge';
import { useChildAgePicker } from './useChildAgePicker';

/** How many articles the row shows: one row of three on a desktop. */
const ROW_SIZE = 3;

/** "8 months", "2 years": months under two years, whole years after. */
export function useAgeText(): (months: number) => string {
  const t = useT();
  return (months) => (months < 24 ? t('childAge.months', { count: months }) : t('childAge.years', { count: Math.floor(months / 12) }));
}

/** "For your child's age": the prompt to set it, or the child's age group and a row of its newest articles (issue 19). */
export function ChildAgeRow() {
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const ageText = useAgeText();
  const child = useChildAge();
  const [pickAge, picker] = useChildAgePicker();
  const groups = useQuery(AgeGroupsNavDocument, { skip: !child });
  const group = child && groups.data ? ageGroupFor(groups.data.ageGroups, child.months) : undefined;
  const articles = useQuery(ChildAgeArticlesDocument, { variables: { slug: group?.slug ?? '', language, limit: ROW_SIZE }, skip: !group });
  const list = articles.data?.articlesByAgeGroup ?? [];

  return (
    <Box component="section" id="child-age" aria-labelledby="child-age-heading" data-testid="child-age-row">
      <Typography id="child-age-heading" variant="h2" sx={{ mb: 1 }}>
        {t('childAge.rowTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }} data-testid="child-age-summary">
          {!child
            ? t('childAge.prompt')
            : group
              ? t('childAge.summary', { age: ageText(child.months), group: nameOf(group) })
              : groups.data
                ? t('childAge.summaryNoGroup', { age: ageText(child.months) })
                : ''}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant={child ? 'outlined' : 'contained'} onClick={pickAge}>
            {child ? t('childAge.change') : t('childAge.set')}
          </Button>
          {child && (
            <Button color="inherit" onClick={forgetChildAge}>
              {t('childAge.forget')}
            </Button>
          )}
        </Stack>
      </Stack>
      {group &&
        (articles.loading && !articles.data ? (
          <ArticleGrid skeletons={ROW_SIZE} columns={3} />
        ) : list.length === 0 ? (
          <EmptyState text={t('age.empty')} />
        ) : (
          <>
            <ArticleGrid articles={list} columns={3} headingLevel={3} />
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button component={RouterLink} to={agePath(group.slug, language)} variant="text">
                {t('childAge.seeAll', { group: nameOf(group) })}
              </Button>
            </Box>
          </>
        ))}
      {picker}
    </Box>
  );
}
