import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { ActivityDocument, type ActivityQuery } from '../../generated/graphql';
import { TabHeader } from '../admin/TabHeader';
import { actionLabel, activityFilterError, EMPTY_ACTIVITY_FILTER, toActivityFilter, typeLabel, type ActivityFilterValues } from './activityFilter';

type Row = ActivityQuery['activity']['items'][number];

/** The newest entries the grid holds at once (the server's largest page); filters narrow the rest. */
const LATEST = 200;

/** The selects show 'Everyone' / 'All types' while nothing is chosen. */
const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const ENTITY_TYPES = ['article', 'author', 'category', 'tag', 'ageGroup', 'tool', 'image', 'subscriber', 'newsletter', 'person', 'invitation', 'settings'];

const columns: GridColDef<Row>[] = [
  {
    field: 'at',
    headerName: 'When',
    width: 160,
    type: 'dateTime',
    valueGetter: (_v, row) => new Date(row.at),
    valueFormatter: (value: Date) => dayjs(value).format('MMM D, YYYY HH:mm'),
  },
  { field: 'actorName', headerName: 'Person', flex: 1, minWidth: 120 },
  { field: 'action', headerName: 'Action', flex: 1, minWidth: 130, valueGetter: (_v, row) => actionLabel(row.action) },
  { field: 'entityType', headerName: 'Type', width: 120, valueGetter: (_v, row) => typeLabel(row.entityType) },
  { field: 'title', headerName: 'What', flex: 2, minWidth: 200, valueGetter: (_v, row) => row.title || (row.entityId ? `#${row.entityId}` : '—') },
];

/** Activity (admins and editors): who changed what and when, filtered by person, type and dates. */
export function ActivityTab() {
  const [values, setValues] = useState<ActivityFilterValues>(EMPTY_ACTIVITY_FILTER);
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
        title="Activity"
        subtitle={
          result && result.total > result.items.length
            ? `The latest ${result.items.length} of ${result.total} changes: narrow them with the filters`
            : 'Every change to content and to the team: who, what and when'
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap role="search" aria-label="Filter activity">
        <TextField select size="small" label="Person" value={values.actorId} onChange={set('actorId')} sx={{ minWidth: 180 }} slotProps={SHOW_EMPTY}>
          <MenuItem value="">Everyone</MenuItem>
          {people.map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Type" value={values.entityType} onChange={set('entityType')} sx={{ minWidth: 160 }} slotProps={SHOW_EMPTY}>
          <MenuItem value="">All types</MenuItem>
          {ENTITY_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {typeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label="From" value={values.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" value={values.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} />
        <Button onClick={() => setValues(EMPTY_ACTIVITY_FILTER)} disabled={values === EMPTY_ACTIVITY_FILTER}>
          Clear
        </Button>
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <DataTable<Row>
        label="Activity"
        rows={rows}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading the activity"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No activity for these filters"
        initialSort={[{ field: 'at', sort: 'desc' }]}
        pageSize={25}
      />
    </>
  );
}
