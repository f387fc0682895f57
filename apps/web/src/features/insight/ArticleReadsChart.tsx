/**
 * An article's reads over time in the admin (issue 31): a small line chart of reads per day over the
 * last 30 or 90 days, one line per language (the article and its other-language version), with a
 * table of the same figures for assistive technology (ChartCard). Editors and admins (VIEW_INSIGHT).
 */
import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo, useState } from 'react';
import { ArticleReadsByLanguageDocument } from '../../generated/graphql';
import { LOCALES } from '../../i18n';
import { useAdminLanguage, useAdminText, type AdminTextKey } from '../../i18n/admin';
import { ChartCard } from './ChartCard';

const PERIODS = [30, 90] as const;
const LANGUAGE_KEYS: Record<string, AdminTextKey> = { en: 'reads.language.en', id: 'reads.language.id' };

export interface ReadsArticle {
  id: number;
  language: string;
  /** The other language versions (the original and its translations). */
  translations: readonly { id: number; language: string }[];
}

export function ArticleReadsChart({ article }: { article: ReadsArticle }) {
  const t = useAdminText();
  const { language: adminLanguage } = useAdminLanguage();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const other = article.translations.find((tr) => tr.language !== article.language && tr.id !== article.id) ?? null;
  const { data, previousData, error } = useQuery(ArticleReadsByLanguageDocument, {
    variables: { id: article.id, otherId: other?.id ?? 0, withOther: other !== null, days },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const f = useMemo(() => {
    const locale = LOCALES[adminLanguage];
    const number = new Intl.NumberFormat(locale);
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const date = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return { n: (v: number) => number.format(v), day: (iso: string) => day.format(date(iso)), longDay: (iso: string) => longDay.format(date(iso)) };
  }, [adminLanguage]);
  const name = (code: string) => (LANGUAGE_KEYS[code] ? t(LANGUAGE_KEYS[code]) : code.toUpperCase());

  const series = shown ? [{ language: article.language, days: shown.reads }, ...(other && shown.other ? [{ language: other.language, days: shown.other }] : [])] : [];
  const daysList = series[0]?.days.map((d) => d.day) ?? [];
  const total = series.reduce((n, s) => n + s.days.reduce((m, d) => m + d.count, 0), 0);
  return (
    <Stack spacing={1} component="section" aria-label={t('reads.title')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {shown ? t('reads.summary', { count: total, total: f.n(total), days }) : t('reads.title')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_e, value: (typeof PERIODS)[number] | null) => value && setDays(value)} aria-label={t('reads.period')}>
          {PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t('reads.days', { days: p })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {error && !shown ? (
        <Typography color="error">{t('reads.error')}</Typography>
      ) : !shown ? (
        <Skeleton variant="rounded" height={180} />
      ) : (
        <ChartCard
          title={t('reads.chartTitle', { days })}
          chart={
            <LineChart
              height={180}
              xAxis={[{ scaleType: 'point', data: daysList, valueFormatter: (v: string) => f.day(v) }]}
              yAxis={[{ valueFormatter: (v: number) => f.n(v), width: 40 }]}
              series={series.map((s) => ({ data: s.days.map((d) => d.count), label: name(s.language), showMark: false, valueFormatter: (v: number | null) => f.n(v ?? 0) }))}
              skipAnimation
            />
          }
          table={{
            columns: [t('reads.day'), ...series.map((s) => name(s.language))],
            numeric: series.map((_s, i) => i + 1),
            // Newest first, the days with a read only: a 90-day table stays short.
            rows: daysList
              .map((day, i) => ({ day, counts: series.map((s) => s.days[i]?.count ?? 0) }))
              .filter((r) => r.counts.some((c) => c > 0))
              .reverse()
              .map((r) => [f.longDay(r.day), ...r.counts.map((c) => f.n(c))]),
          }}
          empty={t('reads.empty', { days })}
        />
      )}
    </Stack>
  );
}
