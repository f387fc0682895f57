import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Button from '@mui/material/Button';
import { type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { localName } from '@tumbuh/shared';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { dateColumn, languageColumn } from '../../../components/dataTableColumns';
import { StorySubmissionsDocument, type StorySubmissionFieldsFragment } from '../../../generated/graphql';
import { useAdminText, type AdminTextKey } from '../../../i18n/admin';
import { TabHeader } from '../TabHeader';
import { useAdminFormat } from '../useAdminFormat';
import { StoryDialog } from './StoryDialog';

const STATES = ['WAITING', 'APPROVED', 'REJECTED', 'SPAM'] as const;
type State = (typeof STATES)[number];

/** The Stories tab (issue 30): confirmed submissions by state; a row opens the story to edit and moderate. */
export function StoriesTab() {
  const t = useAdminText();
  const format = useAdminFormat();
  const [state, setState] = useState<State>('WAITING');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(StorySubmissionsDocument, { variables: { state, page: 1, pageSize: 100 }, fetchPolicy: 'network-only' });
  const rows = data?.storySubmissions.items;
  const open = rows?.find((r) => r.id === openId) ?? null;

  const columns = useMemo<GridColDef<StorySubmissionFieldsFragment>[]>(
    () => [
      { field: 'title', headerName: t('stories.col.title'), flex: 2, minWidth: 220 },
      {
        field: 'submitter',
        headerName: t('stories.col.submitter'),
        flex: 1.5,
        minWidth: 200,
        valueGetter: (_v, row) => `${row.displayName || t('stories.anonymous')} <${row.email}>`,
      },
      { field: 'age', headerName: t('stories.col.age'), width: 140, valueGetter: (_v, row) => (row.ageGroup ? localName(row.ageGroup, format.language) : '—') },
      languageColumn<StorySubmissionFieldsFragment>(110, { headerName: t('stories.col.language'), nameOf: format.languageName }),
      state === 'APPROVED'
        ? dateColumn<StorySubmissionFieldsFragment>('publishAt', t('stories.col.publishAt'), 'MMM D, YYYY HH:mm', { width: 170 }, format.language)
        : dateColumn<StorySubmissionFieldsFragment>('createdAt', t('stories.col.sent'), 'MMM D, YYYY HH:mm', { width: 170 }, format.language),
      {
        field: 'actions',
        headerName: t('stories.col.actions'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setOpenId(row.id)} aria-label={`${t('stories.open')}: ${row.title}`}>
            {t('stories.open')}
          </Button>
        ),
      },
    ],
    [t, state, format],
  );

  return (
    <>
      <TabHeader title={t('stories.heading')} subtitle={t('stories.intro')} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state}
        onChange={(_e, next: State | null) => next && setState(next)}
        aria-label={t('tabs.stories')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {STATES.map((s) => (
          <ToggleButton key={s} value={s} data-testid={`stories-state-${s}`}>
            {t(`stories.state.${s}` as AdminTextKey)} ({data?.storyStateCounts[s] ?? 0})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DataTable
        label={t('tabs.stories')}
        rows={rows}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle={t('stories.loadError')}
        onRetry={() => void refetch()}
        emptyMessage={t('stories.empty')}
      />
      {open && <StoryDialog story={open} onClose={() => setOpenId(null)} onChanged={() => void refetch()} />}
    </>
  );
}
