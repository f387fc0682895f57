import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { languageName } from '@tumbuh/shared';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { languageColumn } from '../../../components/dataTableColumns';
import { AdminArticlesDocument, DeleteArticleDocument, ToggleArticleFlagDocument, type AdminArticleRowFragment, type ToggleArticleFlagMutation } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject, forgetPublicLists } from '../cache';
import { can, canEditArticle } from '../../auth/permissions';
import { useSession } from '../../auth/useSession';
import { TabHeader } from '../TabHeader';
import { ARTICLE_LISTS, ArticleDialog } from './ArticleDialog';

type Row = AdminArticleRowFragment;
type Flag = 'isFeatured' | 'isEditorsPick';

const STATUS_LABEL: Record<string, string> = { draft: 'Draft', review: 'In review', scheduled: 'Scheduled', published: 'Published' };
const STATUS_COLOR = { draft: 'default', review: 'info', scheduled: 'warning', published: 'success' } as const;

function StatusChip({ status }: { status: string }) {
  const color = STATUS_COLOR[status as keyof typeof STATUS_COLOR] ?? 'default';
  return <Chip size="small" label={STATUS_LABEL[status] ?? status} color={color} variant={status === 'published' ? 'outlined' : 'filled'} />;
}

const STATUS_FILTERS = ['all', 'draft', 'review', 'scheduled', 'published'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

export function ArticlesTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(AdminArticlesDocument, { fetchPolicy: 'cache-and-network' });
  const [toggleFlag] = useMutation(ToggleArticleFlagDocument);
  const [deleteArticle] = useMutation(DeleteArticleDocument, { refetchQueries: ARTICLE_LISTS });
  // The editors' email about a submitted article links to /admin?status=review&article={id}.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<{ id: number | null } | null>(() => (/^\d{1,9}$/.test(params.get('article') ?? '') ? { id: Number(params.get('article')) } : null));
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(() => {
    const asked = params.get('status');
    return STATUS_FILTERS.includes(asked as StatusFilter) ? (asked as StatusFilter) : 'all';
  });
  // What this person may do (features/auth/permissions.ts): writers see their drafts, no publishing or featuring.
  const { user } = useSession();
  const canPublish = can(user?.role, 'PUBLISH_ARTICLES');
  const userId = user?.id;
  const userRole = user?.role ?? null;
  const me = useMemo(() => (userId === undefined ? null : { id: userId, role: userRole }), [userId, userRole]);

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const toggle = async (row: Row, flag: Flag, value: boolean) => {
      try {
        // Only the one flag is sent (docs/decisions.md#rest); the row switches at once.
        await toggleFlag({
          variables: { id: row.id, input: { [flag]: value } },
          // __typename lets the cache apply the optimistic answer to the row (the generated type omits it).
          optimisticResponse: { updateArticle: { __typename: 'Article', id: row.id, isFeatured: row.isFeatured, isEditorsPick: row.isEditorsPick, [flag]: value } as ToggleArticleFlagMutation['updateArticle'] },
          // The home page's featured and picks lists (and every other public list) ask again.
          update: (cache) => forgetPublicLists(cache),
        });
        toast({ title: 'Article updated successfully', description: `${flag === 'isFeatured' ? 'Featured' : "Editor's Pick"} ${value ? 'on' : 'off'}: ${row.title}` });
      } catch (e) {
        toast({ title: 'Error', description: serverMessage(e, 'Failed to update article'), variant: 'destructive' });
      }
    };
    const remove = async (row: Row) => {
      const ok = await confirm({
        title: 'Delete article',
        message: (
          <>
            Delete the article <strong>“{row.title}”</strong>? Its tag and age-group links and its uploaded images are removed too
            {row.translations.length > 0 ? '; its translations stay as articles of their own' : ''}. This action cannot be undone.
          </>
        ),
      });
      if (!ok) return;
      try {
        await deleteArticle({
          variables: { id: row.id },
          update: (cache) => {
            forgetObject(cache, 'Article', row.id);
            forgetPublicLists(cache);
          },
        });
        toast({ title: 'Article deleted successfully' });
      } catch (e) {
        toast({ title: 'Error', description: serverMessage(e, 'Failed to delete article'), variant: 'destructive' });
      }
    };
    // The home's Featured and Editor's Pick switches: editors and admins only.
    const flagColumns: GridColDef<Row>[] = [
      {
        field: 'isFeatured',
        headerName: 'Featured',
        width: 90,
        type: 'boolean',
        renderCell: ({ row }) => (
          <Switch checked={row.isFeatured} onChange={(e) => void toggle(row, 'isFeatured', e.target.checked)} slotProps={{ input: { 'aria-label': `Featured: ${row.title}` } }} />
        ),
      },
      {
        field: 'isEditorsPick',
        headerName: "Editor's Pick",
        width: 105,
        type: 'boolean',
        renderCell: ({ row }) => (
          <Switch checked={row.isEditorsPick} onChange={(e) => void toggle(row, 'isEditorsPick', e.target.checked)} slotProps={{ input: { 'aria-label': `Editor's Pick: ${row.title}` } }} />
        ),
      },
    ];
    return [
      {
        field: 'title',
        headerName: 'Title',
        flex: 2.2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link href={`/article/${row.slug}`} target="_blank" rel="noopener" underline="hover" color="inherit" title={`Open /article/${row.slug}`} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
        ),
      },
      { field: 'category', headerName: 'Category', flex: 0.9, minWidth: 110, valueGetter: (_v, row) => row.category.name },
      { field: 'author', headerName: 'Author', flex: 0.9, minWidth: 110, valueGetter: (_v, row) => row.author?.name ?? 'Anonymous' },
      languageColumn<Row>(100),
      {
        field: 'translations',
        headerName: 'Translation',
        width: 105,
        sortable: false,
        valueGetter: (_v, row) => row.translations.map((t) => t.language).join(' '),
        renderCell: ({ row }) =>
          row.translations.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', height: '100%' }} aria-label="No translation">
              —
            </Typography>
          ) : (
            <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
              {row.translations.map((t) => (
                <Tooltip key={t.id} title={`${languageName(t.language)} version: /article/${t.slug}${row.parentArticleId === t.id ? ' (original)' : ''}`}>
                  <Chip
                    component="a"
                    href={`/article/${t.slug}`}
                    target="_blank"
                    rel="noopener"
                    clickable
                    size="small"
                    variant={row.parentArticleId === t.id ? 'filled' : 'outlined'}
                    label={t.language.toUpperCase()}
                    aria-label={`${languageName(t.language)} version of ${row.title}`}
                  />
                </Tooltip>
              ))}
            </Stack>
          ),
      },
      {
        field: 'publishDate',
        headerName: 'Published',
        width: 115,
        type: 'dateTime',
        valueGetter: (_v, row) => new Date(row.publishDate),
        renderCell: ({ row }) =>
          dayjs(row.publishDate).isAfter(dayjs()) ? (
            <Chip size="small" color="warning" label={`Scheduled ${dayjs(row.publishDate).format('MMM D')}`} />
          ) : (
            dayjs(row.publishDate).format('MMM D, YYYY')
          ),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        type: 'singleSelect',
        valueOptions: ['draft', 'review', 'scheduled', 'published'].map((value) => ({ value, label: STATUS_LABEL[value] })),
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        // Who saved it last (issue 29), and who started it when that was someone else.
        field: 'updatedBy',
        headerName: 'Last change by',
        flex: 0.9,
        minWidth: 120,
        valueGetter: (_v, row) => row.updatedBy?.displayName ?? row.createdBy?.displayName ?? '—',
        renderCell: ({ row }) => (
          <Tooltip title={row.createdBy && row.createdBy.id !== row.updatedBy?.id ? `Started by ${row.createdBy.displayName}` : ''}>
            <span>{row.updatedBy?.displayName ?? row.createdBy?.displayName ?? '—'}</span>
          </Tooltip>
        ),
      },
      ...(canPublish ? flagColumns : []),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem key="open" icon={<OpenInNew />} label={`View ${row.title}`} onClick={() => window.open(`/article/${row.slug}`, '_blank', 'noopener')} />,
          ...(canEditArticle(me, row)
            ? [
                <GridActionsCellItem key="edit" icon={<EditOutlined />} label={`Edit ${row.title}`} onClick={() => setDialog({ id: row.id })} />,
                <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={`Delete ${row.title}`} onClick={() => void remove(row)} />,
              ]
            : []),
        ],
      },
    ];
  }, [canPublish, confirm, deleteArticle, me, toast, toggleFlag]);

  const rows = data?.adminArticles.filter((a) => statusFilter === 'all' || a.status === statusFilter);
  const waiting = canPublish ? (data?.adminArticles.filter((a) => a.status === 'review').length ?? 0) : 0;
  return (
    <>
      <TabHeader
        title="Articles"
        subtitle={
          data
            ? canPublish
              ? `${data.adminArticles.length} articles, drafts and scheduled ones included${waiting ? ` · ${waiting} in review` : ''}`
              : `${data.adminArticles.length} articles: yours to write, and what is published`
            : undefined
        }
      >
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ id: null })}>
          New Article
        </Button>
      </TabHeader>
      <TextField
        select
        size="small"
        label="Status"
        value={statusFilter}
        onChange={(e) => setStatusFilter(e.target.value as typeof statusFilter)}
        sx={{ mb: 2, minWidth: 180 }}
      >
        <MenuItem value="all">All</MenuItem>
        <MenuItem value="draft">Drafts</MenuItem>
        <MenuItem value="review">In review</MenuItem>
        <MenuItem value="scheduled">Scheduled</MenuItem>
        <MenuItem value="published">Published</MenuItem>
      </TextField>
      <DataTable<Row>
        label="Articles"
        rows={rows}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading articles"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No articles found"
        initialSort={[{ field: 'publishDate', sort: 'desc' }]}
      />
      {dialog && <ArticleDialog articleId={dialog.id} onClose={() => setDialog(null)} canPublish={canPublish} />}
      {confirmDialog}
    </>
  );
}
