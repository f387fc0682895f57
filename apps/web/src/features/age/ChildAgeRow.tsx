import { useQuery } from '@apollo/client/react';
import { ageGroupFor, agePath } from '@tumbuh/shared';
import { EmptyState } from '../../components/EmptyState';
import { AgeGroupsNavDocument, ChildAgeArticlesDocument } from '../../generated/graphql';
import { useLanguage, useLocalName, useT } from '../../i18n';
import { ArticleGrid } from '../articles/ArticleGrid';
import { forgetChildAge, useChildAge } from './childAge';
import { useChildAgePicker } from './useChildAgePicker';
import { AppLink } from '../../components/AppLink';

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

  // Plain elements of the reader sheet (app/readerCss.ts: .tb-child-age-bar).
  return (
    <section id="child-age" aria-labelledby="child-age-heading" data-testid="child-age-row">
      <h2 id="child-age-heading" className="tb-h2 tb-section-title">
        {t('childAge.rowTitle')}
      </h2>
      <div className="tb-child-age-bar">
        <p className="tb-body1 tb-secondary" data-testid="child-age-summary">
          {!child
            ? t('childAge.prompt')
            : group
              ? t('childAge.summary', { age: ageText(child.months), group: nameOf(group) })
              : groups.data
                ? t('childAge.summaryNoGroup', { age: ageText(child.months) })
                : ''}
        </p>
        <div className="tb-row">
          <button type="button" className={child ? 'tb-button tb-button-outlined' : 'tb-button tb-button-contained'} onClick={pickAge}>
            {child ? t('childAge.change') : t('childAge.set')}
          </button>
          {child && (
            <button type="button" className="tb-button tb-button-inherit" onClick={forgetChildAge}>
              {t('childAge.forget')}
            </button>
          )}
        </div>
      </div>
      {group &&
        (articles.loading && !articles.data ? (
          <ArticleGrid skeletons={ROW_SIZE} columns={3} />
        ) : list.length === 0 ? (
          <EmptyState text={t('age.empty')} />
        ) : (
          <>
            <ArticleGrid articles={list} columns={3} headingLevel={3} />
            <div className="tb-more tb-more-near">
              <AppLink to={agePath(group.slug, language)} className="tb-button">
                {t('childAge.seeAll', { group: nameOf(group) })}
              </AppLink>
            </div>
          </>
        ))}
      {picker}
    </section>
  );
}
