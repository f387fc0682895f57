import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { ActivityDocument, type ActivityQuery } from '../../generated/graphql';
import { TabHeader } from '../admin/TabHeader';
import { adminCatalogues, useAdminText, type AdminTextKey } from '../../i18n/admin';
import { useAdminFormat } from '../admin/useAdminFormat';
import { actionLabel, activityFilterError, EMPTY_ACTIVITY_FILTER, toActivityFilter, typeLabel, type ActivityFilterValues } from './activityFilter';

type Row = ActivityQuery['activity']['items'][number];

/** The newest entries the grid holds at once (the server's largest page); filters narrow the rest. */
const LATEST = 200;

/** The selects show 'Everyone' / 'All types' while nothing is chosen. */
const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const ENTITY_TYPES = ['article', 'author', 'category', 'tag', 'ageGroup', 'tool', 'image', 'subscriber', 'newsletter', 'person', 'invitation', 'settings'];

type Translate = ReturnType<typeof useAdminText>;

/** A catalogue key when the admin catalogue has it (actions and types the server may add later read as themselves). */
const known = (key: string): key is AdminTextKey => key in adminCatalogues.en;

/** An action ('publish') or an entity type ('ageGroup') in the admin's language. */
const actionText = (t: Translate, action: string) => (known(`activity.action.${action.toLowerCase()}`) ? t(`activity.action.${action.toLowerCase()}` as AdminTextKey) : actionLabel(action));
const typeText = (t: Translate, type: string) => (known(`activity.type.${type}`) ? t(`activity.type.${type}` as AdminTextKey) : typeLabel(type));

const FILTER_PROBLEMS: Record<string, AdminTextKey> = {
  'From must be a date': 'activity.fromInvalid',
  'To must be a date': 'activity.toInvalid',
  'To must not be before From': 'activity.toBeforeFrom',
};

function columnsOf(t: Translate, date: (value: Date, format: string) => string): GridColDef<Row>[] {
  return [
    {
      field: 'at',
      headerName: t('activity.when'),
      width: 160,
      type: 'dateTime',
      valueGetter: (_v, row) => new Date(row.at),
      valueFormatter: (value: Date) => date(value, 'MMM D, YYYY HH:mm'),
    },
    { field: 'actorName', headerName: t('activity.person'), flex: 1, minWidth: 120 },
    { field: 'action', headerName: t('activity.action'), flex: 1, minWidth: 130, valueGetter: (_v, row) => actionText(t, row.action) },
    { field: 'entityType', headerName: t('images.type'), width: 120, valueGetter: (_v, row) => typeText(t, row.entityType) },
    { field: 'title', headerName: t('activity.what'), flex: 2, minWidth: 200, valueGetter: (_v, row) => row.title || (row.entityId ? `#${row.entityId}` : '—') },
  ];
}

/** Activity (admins and editors): who changed what and when, filtered by person, type and dates. */
export function ActivityTab() {
  const [values, setValues] = useState<ActivityFilterValues>(EMPTY_ACTIVITY_FILTER);
  const t = useAdminText();
  const format = useAdminFormat();
  const columns = useMemo(() => columnsOf(t, format.date), [t, format]);
  const problem = activityFilterError(values);
  const filter = useMemo(() => toActivityFilter(values), [values]);
  const { data, previousData, loading, error, refetch } = useQuery(ActivityDocument, { variables: { filter, page: 1, pageSize: LATEST }, skip: !!problem, fetchPolicy: 'cache-and-network' });
  // The person list: everyone seen in the unfiltered log (editors cannot list people).
  const { data: everyone } = useQuery(ActivityDocument, { variables: { filter: {}, page: 1, pageSize: LATEST }, fetchPolicy: 'cache-first' });
  const people = useMemo(() => {
    const seen = new Map<number, string>();
    for (const a of everyone?.activity.items ?? []) if (a.actorId != null && !seen.has(a.actorId)) seen.set(a.actorId, a.actorName);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [everyone]);
  const set = (key: keyof ActivityFilterValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const result = (data ?? previousData)?.activity;
  const rows = result?.items;
  return (
    <>
      <TabHeader
        title={t('tabs.activity')}
        subtitle={result && result.total > result.items.length ? t('activity.latest', { shown: result.items.length, total: result.total }) : t('activity.intro')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap role="search" aria-label={t('activity.filter')}>
        <TextField select size="small" label={t('activity.person')} value={values.actorId} onChange={set('actorId')} sx={{ minWidth: 180 }} slotProps={SHOW_EMPTY}>
          <MenuItem value="">{t('activity.everyone')}</MenuItem>
          {people.map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('images.type')} value={values.entityType} onChange={set('entityType')} sx={{ minWidth: 160 }} slotProps={SHOW_EMPTY}>
          <MenuItem value="">{t('activity.allTypes')}</MenuItem>
          {ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {typeText(t, type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label={t('activity.from')} value={values.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={t('activity.to')} value={values.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} />
        <Button onClick={() => setValues(EMPTY_ACTIVITY_FILTER)} disabled={values === EMPTY_ACTIVITY_FILTER}>
          {t('activity.clear')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {FILTER_PROBLEMS[problem] ? t(FILTER_PROBLEMS[problem]) : problem}
        </Alert>
      )}
      <DataTable<Row>
        label={t('tabs.activity')}
        rows={rows}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle={t('activity.loadError')}
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage={t('activity.empty')}
        initialSort={[{ field: 'at', sort: 'desc' }]}
        pageSize={25}
      />
    </>
  );
}
