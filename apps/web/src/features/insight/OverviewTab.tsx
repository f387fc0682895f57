import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { articlePathOf } from '@tumbuh/shared';
import { useMemo, useState } from 'react';
import { InsightOverviewDocument } from '../../generated/graphql';
import { TabHeader } from '../admin/TabHeader';
import { ChartCard } from './ChartCard';
import { useAdminText } from '../../i18n/admin';
import { useAdminFormat } from '../admin/useAdminFormat';
import { validationText } from '../admin/form/validationText';

const PERIODS = [30, 90] as const;

/** Numbers and dates in the admin's language (en-US or id-ID, issue 33), language names too. */
function useFormats() {
  const { locale, languageName } = useAdminFormat();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      lang: languageName,
      n: (v: number) => number.format(v),
      pct: (v: number) => percent.format(v),
      day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      longDay: (iso: string) => longDay.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    };
  }, [locale, languageName]);
}

/**
 * The Overview tab (issue 31), the first of the admin's tabs: reads per day and by language, the
 * subscribers over time, the period's most read articles and each newsletter issue's click rate;
 * every chart with a table of the same figures.
 */
export function OverviewTab() {
  const [days, setDays] = useState<number>(30);
  const { data, previousData, loading, error, refetch } = useQuery(InsightOverviewDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const o = (data ?? previousData)?.insightOverview;
  const f = useFormats();
  const t = useAdminText();
  const height = 260;

  const totals = useMemo(() => {
    if (!o) return undefined;
    const reads = o.readsPerDay.reduce((n, d) => n + d.total, 0);
    const subscribers = o.subscribersPerDay.at(-1)?.count ?? 0;
    const first = o.subscribersPerDay[0]?.count ?? 0;
    const sent = o.issues.reduce((n, i) => n + i.sent, 0);
    const clicks = o.issues.reduce((n, i) => n + i.clicks, 0);
    return { reads, subscribers, growth: subscribers - first, clickRate: sent ? clicks / sent : 0 };
  }, [o]);

  return (
    <>
      <TabHeader title={t('tabs.overview')} subtitle={t('overview.intro', { days })}>
        <ToggleButtonGroup exclusive size="small" value={days} onChange={(_, v: number | null) => v && setDays(v)} aria-label={t('overview.period')}>
          {PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t('overview.days', { days: p })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </TabHeader>
      {error && !o ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('overview.loadError', { message: validationText(t, error.message) })}
        </Alert>
      ) : !o || !totals ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : (
        <Box data-testid="insight-overview" aria-busy={loading} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            <Stat label={t('overview.reads', { days })} value={f.n(totals.reads)} />
            <Stat label={t('tabs.subscribers')} value={f.n(totals.subscribers)} />
            <Stat label={t('overview.growth', { days })} value={`${totals.growth >= 0 ? '+' : ''}${f.n(totals.growth)}`} />
            <Stat label={t('overview.clickRate')} value={f.pct(totals.clickRate)} />
          </Box>
          <ChartCard
            title={t('overview.readsPerDay')}
            chart={
              <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: o.readsPerDay.map((d) => d.day), valueFormatter: (v: string) => f.day(v) }]}
                yAxis={[{ valueFormatter: (v: number) => f.n(v), width: 48 }]}
                series={[
                  { data: o.readsPerDay.map((d) => d.english), label: f.lang('en'), showMark: false, valueFormatter: (v) => f.n(v ?? 0) },
                  { data: o.readsPerDay.map((d) => d.indonesian), label: f.lang('id'), showMark: false, valueFormatter: (v) => f.n(v ?? 0) },
                ]}
                skipAnimation
              />
            }
            table={{ columns: [t('overview.day'), f.lang('en'), f.lang('id'), t('overview.total')], numeric: [1, 2, 3], rows: o.readsPerDay.map((d) => [f.longDay(d.day), f.n(d.english), f.n(d.indonesian), f.n(d.total)]) }}
          />
          <ChartCard
            title={t('overview.subscribersOverTime')}
            chart={
              <LineChart
                height={height}
                xAxis={[{ scaleType: 'point', data: o.subscribersPerDay.map((d) => d.day), valueFormatter: (v: string) => f.day(v) }]}
                yAxis={[{ valueFormatter: (v: number) => f.n(v), width: 56 }]}
                series={[{ data: o.subscribersPerDay.map((d) => d.count), label: t('tabs.subscribers'), showMark: false, area: true, valueFormatter: (v) => f.n(v ?? 0) }]}
                hideLegend
                skipAnimation
              />
            }
            table={{ columns: [t('overview.day'), t('tabs.subscribers')], numeric: [1], rows: o.subscribersPerDay.map((d) => [f.longDay(d.day), f.n(d.count)]) }}
          />
          <ChartCard
            title={t('overview.readsByLanguage')}
            chart={
              <BarChart
                height={height}
                xAxis={[{ scaleType: 'band', data: o.readsByLanguage.map((l) => f.lang(l.language)) }]}
                yAxis={[{ valueFormatter: (v: number) => f.n(v), width: 56 }]}
                series={[{ data: o.readsByLanguage.map((l) => l.count), label: t('overview.readsLabel'), valueFormatter: (v) => f.n(v ?? 0) }]}
                hideLegend
                skipAnimation
              />
            }
            table={{ columns: [t('common.language'), t('overview.readsLabel')], numeric: [1], rows: o.readsByLanguage.map((l) => [f.lang(l.language), f.n(l.count)]) }}
          />
          <ChartCard
            title={t('overview.clickRatePerIssue')}
            empty={t('overview.noIssues')}
            chart={
              <BarChart
                height={height}
                xAxis={[{ scaleType: 'band', data: [...o.issues].reverse().map((i) => `${f.day(i.createdAt)} ${i.language.toUpperCase()}`) }]}
                yAxis={[{ valueFormatter: (v: number) => f.pct(v), width: 56 }]}
                series={[{ data: [...o.issues].reverse().map((i) => i.clickRate), label: t('overview.clickRateLabel'), valueFormatter: (v) => f.pct(v ?? 0) }]}
                hideLegend
                skipAnimation
              />
            }
            table={{
              columns: [t('newsletter.issue'), t('common.language'), t('status.sent'), t('status.failed'), t('overview.clicks'), t('overview.clickRateLabel'), t('overview.unsubscribes')],
              numeric: [2, 3, 4, 5, 6],
              rows: o.issues.map((i) => [`${f.longDay(i.createdAt)}: ${i.subject}`, f.lang(i.language), f.n(i.sent), f.n(i.failed), f.n(i.clicks), f.pct(i.clickRate), f.n(i.unsubscribes)]),
            }}
          />
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <ChartCard
              title={t('overview.top', { days })}
              empty={t('overview.noReads')}
              table={{
                columns: [t('activity.type.article'), t('common.language'), t('overview.readsLabel')],
                numeric: [2],
                rows: o.topArticles.map((a) => [
                  // A link to the article as readers see it.
                  <Link key={a.articleId} href={articlePathOf(a)} target="_blank" rel="noopener">
                    {a.title}
                  </Link>,
                  f.lang(a.language),
                  f.n(a.reads),
                ]),
              }}
            />
          </Box>
        </Box>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}
