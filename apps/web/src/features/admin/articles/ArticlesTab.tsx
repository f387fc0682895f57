import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridFilterModel, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import {
  AdminArticlesPageDocument,
  AdminAuthorsDocument,
  AdminCategoriesDocument,
  DeleteArticleDocument,
  ToggleArticleFlagDocument,
  type AdminArticleRowFragment,
  type ArticlesAdminPageInput,
  type ToggleArticleFlagMutation,
} from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { useAdminLanguage } from '../../../i18n/admin';
import { forgetObject, forgetPublicLists } from '../cache';
import { can, canEditArticle } from '../../auth/permissions';
import { useSession } from '../../auth/useSession';
import { TabHeader } from '../TabHeader';
import { ARTICLE_LISTS, ArticleDialog } from './ArticleDialog';
import { useArticleWords } from './articleWords';
import { validationText } from '../form/validationText';

type Row = AdminArticleRowFragment;
type Flag = 'isFeatured' | 'isEditorsPick';

const STATUS_COLOR = { draft: 'default', review: 'info', scheduled: 'warning', published: 'success' } as const;

function StatusChip({ status }: { status: string }) {
  const words = useArticleWords();
  const color = STATUS_COLOR[status as keyof typeof STATUS_COLOR] ?? 'default';
  return <Chip size="small" label={words.status(status)} color={color} variant={status === 'published' ? 'outlined' : 'filled'} />;
}

const STATUS_FILTERS = ['all', 'draft', 'review', 'scheduled', 'published'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
/** The columns the server sorts by (article.admin-page.ts); the others are not sortable. */
const SORTABLE = new Set(['title', 'publishDate', 'status', 'language']);

/**
 * Admin › Articles: one page at a time from the server (issue 32): paging, sorting, search by title
 * (the grid's quick filter), filters by status, language, category and author. A writer pages
 * through the articles they started (the server decides).
 */
export function ArticlesTab() {
  const toast = useToast();
  const words = useArticleWords();
  const { t } = words;
  const { language: adminLanguage } = useAdminLanguage();
  const [confirm, confirmDialog] = useConfirm();
  // The editors' email about a submitted article links to /admin?status=review&article={id}.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<{ id: number | null } | null>(() => (/^\d{1,9}$/.test(params.get('article') ?? '') ? { id: Number(params.get('article')) } : null));
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(() => {
    const asked = params.get('status');
    return STATUS_FILTERS.includes(asked as StatusFilter) ? (asked as StatusFilter) : 'all';
  });
  const [languageFilter, setLanguageFilter] = useState('');
  const [categoryFilter, setCategoryFilter] = useState<number | ''>('');
  const [authorFilter, setAuthorFilter] = useState<number | ''>('');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'publishDate', sort: 'desc' }]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const search = (filterModel.quickFilterValues ?? []).join(' ').trim().slice(0, 200);
  const firstPage = () => setPaging((p) => (p.page === 0 ? p : { ...p, page: 0 }));
  const input: ArticlesAdminPageInput = {
    page: paging.page,
    pageSize: paging.pageSize,
    sort: sortModel[0]?.sort ? `${sortModel[0].field}:${sortModel[0].sort}` : undefined,
    search: search || undefined,
    status: statusFilter === 'all' ? undefined : statusFilter,
    language: languageFilter || undefined,
    categoryId: categoryFilter === '' ? undefined : categoryFilter,
    authorId: authorFilter === '' ? undefined : authorFilter,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminArticlesPageDocument, { variables: { input }, fetchPolicy: 'cache-and-network' });
  const categories = useQuery(AdminCategoriesDocument, { fetchPolicy: 'cache-first' });
  const authors = useQuery(AdminAuthorsDocument, { fetchPolicy: 'cache-first' });
  const [toggleFlag] = useMutation(ToggleArticleFlagDocument);
  const [deleteArticle] = useMutation(DeleteArticleDocument, { refetchQueries: ARTICLE_LISTS });
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
        toast({
          title: t('articles.toast.updated'),
          description: t(value ? 'articles.toast.flagOn' : 'articles.toast.flagOff', { flag: t(flag === 'isFeatured' ? 'articles.column.featured' : 'articles.column.editorsPick'), title: row.title }),
        });
      } catch (e) {
        toast({ title: t('articles.toast.error'), description: serverMessage(e, t('articles.toast.updateFailed')), variant: 'destructive' });
      }
    };
    const remove = async (row: Row) => {
      const ok = await confirm({
        title: t('articles.delete.title'),
        message: (
          <>
            {t('articles.delete.before')}
            <strong>“{row.title}”</strong>
            {t(row.translations.length > 0 ? 'articles.delete.afterWithTranslations' : 'articles.delete.after')}
          </>
        ),
        confirmLabel: t('articles.delete.confirm'),
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
        toast({ title: t('articles.toast.deleted') });
      } catch (e) {
        toast({ title: t('articles.toast.error'), description: serverMessage(e, t('articles.toast.deleteFailed')), variant: 'destructive' });
      }
    };
    // The home's Featured and Editor's Pick switches: editors and admins only.
    const flagColumns: GridColDef<Row>[] = [
      {
        field: 'isFeatured',
        headerName: t('articles.column.featured'),
        width: 90,
        type: 'boolean',
        renderCell: ({ row }) => (
          <Switch
            checked={row.isFeatured}
            onChange={(e) => void toggle(row, 'isFeatured', e.target.checked)}
            slotProps={{ input: { 'aria-label': `${t('articles.column.featured')}: ${row.title}` } }}
          />
        ),
      },
      {
        field: 'isEditorsPick',
        headerName: t('articles.column.editorsPick'),
        width: 105,
        type: 'boolean',
        renderCell: ({ row }) => (
          <Switch
            checked={row.isEditorsPick}
            onChange={(e) => void toggle(row, 'isEditorsPick', e.target.checked)}
            slotProps={{ input: { 'aria-label': `${t('articles.column.editorsPick')}: ${row.title}` } }}
          />
        ),
      },
    ];
    const all: GridColDef<Row>[] = [
      {
        field: 'title',
        headerName: t('articles.column.title'),
        flex: 2.2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link href={`/article/${row.slug}`} target="_blank" rel="noopener" underline="hover" color="inherit" title={t('articles.open', { path: `/article/${row.slug}` })} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
        ),
      },
      { field: 'category', headerName: t('articles.column.category'), flex: 0.9, minWidth: 110, valueGetter: (_v, row) => row.category.name },
      { field: 'author', headerName: t('articles.column.author'), flex: 0.9, minWidth: 110, valueGetter: (_v, row) => row.author?.name ?? t('articles.anonymous') },
      { field: 'language', headerName: t('articles.column.language'), width: 100, valueGetter: (_v, row) => words.languageName(row.language) },
      {
        field: 'translations',
        headerName: t('articles.column.translation'),
        width: 105,
        valueGetter: (_v, row) => row.translations.map((tr) => tr.language).join(' '),
        renderCell: ({ row }) =>
          row.translations.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', height: '100%' }} aria-label={t('articles.noTranslation')}>
              —
            </Typography>
          ) : (
            <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
              {row.translations.map((tr) => (
                <Tooltip
                  key={tr.id}
                  title={t(row.parentArticleId === tr.id ? 'articles.versionOriginal' : 'articles.version', { language: words.languageName(tr.language), path: `/article/${tr.slug}` })}
                >
                  <Chip
                    component="a"
                    href={`/article/${tr.slug}`}
                    target="_blank"
                    rel="noopener"
                    clickable
                    size="small"
                    variant={row.parentArticleId === tr.id ? 'filled' : 'outlined'}
                    label={tr.language.toUpperCase()}
                    aria-label={t('articles.versionOf', { language: words.languageName(tr.language), title: row.title })}
                  />
                </Tooltip>
              ))}
            </Stack>
          ),
      },
      {
        field: 'publishDate',
        headerName: t('articles.column.published'),
        width: 115,
        type: 'dateTime',
        valueGetter: (_v, row) => new Date(row.publishDate),
        renderCell: ({ row }) =>
          dayjs(row.publishDate).isAfter(dayjs()) ? <Chip size="small" color="warning" label={t('articles.scheduledOn', { date: words.shortDate(row.publishDate) })} /> : words.date(row.publishDate),
      },
      {
        field: 'status',
        headerName: t('articles.column.status'),
        width: 110,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        // Who saved it last (issue 29), and who started it when that was someone else.
        field: 'updatedBy',
        headerName: t('articles.column.lastChangeBy'),
        flex: 0.9,
        minWidth: 120,
        valueGetter: (_v, row) => row.updatedBy?.displayName ?? row.createdBy?.displayName ?? '—',
        renderCell: ({ row }) => (
          <Tooltip title={row.createdBy && row.createdBy.id !== row.updatedBy?.id ? t('articles.startedBy', { name: row.createdBy.displayName }) : ''}>
            <span>{row.updatedBy?.displayName ?? row.createdBy?.displayName ?? '—'}</span>
          </Tooltip>
        ),
      },
      ...(canPublish ? flagColumns : []),
      {
        field: 'actions',
        type: 'actions',
        headerName: t('articles.column.actions'),
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem key="open" icon={<OpenInNew />} label={t('articles.action.view', { title: row.title })} onClick={() => window.open(`/article/${row.slug}`, '_blank', 'noopener')} />,
          ...(canEditArticle(me, row)
            ? [
                <GridActionsCellItem key="edit" icon={<EditOutlined />} label={t('articles.action.edit', { title: row.title })} onClick={() => setDialog({ id: row.id })} />,
                <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={t('articles.action.delete', { title: row.title })} onClick={() => void remove(row)} />,
              ]
            : []),
        ],
      },
    ];
    // Sorting and filtering are the server's: only its sort keys sort, the grid filters nothing itself.
    return all.map((c) => ({ ...c, sortable: SORTABLE.has(c.field), filterable: false }));
  }, [canPublish, confirm, deleteArticle, me, toast, toggleFlag, t, words]);

  const shown = data ?? previousData;
  const page = shown?.articlesAdminPage;
  const filtered = !!(search || statusFilter !== 'all' || languageFilter || categoryFilter !== '' || authorFilter !== '');
  const waiting = canPublish ? (page?.inReview ?? 0) : 0;
  const subtitle = !page
    ? undefined
    : filtered
      ? t('articles.subtitle.matching', { count: page.total })
      : canPublish
        ? t('articles.subtitle.staff', { count: page.total }) + (waiting ? t('articles.subtitle.review', { count: waiting }) : '')
        : t('articles.subtitle.writer', { count: page.total });
  const categoryList = (categories.data ?? categories.previousData)?.categories ?? [];
  const authorList = (authors.data ?? authors.previousData)?.authors ?? [];
  return (
    <>
      <TabHeader title={t('articles.title')} subtitle={subtitle}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ id: null })}>
          {t('articles.new')}
        </Button>
      </TabHeader>
      <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 200px))' } }}>
        <TextField
          select
          size="small"
          label={t('articles.filter.status')}
          value={statusFilter}
          onChange={(e) => {
            setStatusFilter(e.target.value as StatusFilter);
            firstPage();
          }}
        >
          <MenuItem value="all">{t('articles.filter.all')}</MenuItem>
          <MenuItem value="draft">{t('articles.filter.drafts')}</MenuItem>
          <MenuItem value="review">{t('articles.status.review')}</MenuItem>
          <MenuItem value="scheduled">{t('articles.status.scheduled')}</MenuItem>
          <MenuItem value="published">{t('articles.status.published')}</MenuItem>
        </TextField>
        <FilterSelect
          label={t('articles.filter.language')}
          value={languageFilter}
          onChange={(v) => {
            setLanguageFilter(v);
            firstPage();
          }}
          all={t('articles.filter.allLanguages')}
          options={(['en', 'id'] as const).map((code) => ({ value: code, label: words.languageName(code) }))}
        />
        <FilterSelect
          label={t('articles.filter.category')}
          value={categoryFilter === '' ? '' : String(categoryFilter)}
          onChange={(v) => {
            setCategoryFilter(v === '' ? '' : Number(v));
            firstPage();
          }}
          all={t('articles.filter.allCategories')}
          options={categoryList.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <FilterSelect
          label={t('articles.filter.author')}
          value={authorFilter === '' ? '' : String(authorFilter)}
          onChange={(v) => {
            setAuthorFilter(v === '' ? '' : Number(v));
            firstPage();
          }}
          all={t('articles.filter.allAuthors')}
          options={authorList.map((a) => ({ value: String(a.id), label: a.name }))}
        />
      </Box>
      {error && !shown ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              {t('articles.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('articles.loadError')}</AlertTitle>
          {validationText(t, error.message)}
        </Alert>
      ) : (
        <DataGrid<Row>
          // The grid's own texts (toolbar, pagination, column menu) in the admin's language (issue 33).
          localeText={adminLanguage === 'id' ? idID.components.MuiDataGrid.defaultProps.localeText : undefined}
          aria-label={t('articles.title')}
          rows={page?.items ?? []}
          rowCount={page?.total ?? 0}
          columns={columns}
          loading={loading && !page}
          autoHeight
          rowHeight={56}
          disableRowSelectionOnClick
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            firstPage();
          }}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            firstPage();
          }}
          filterDebounceMs={300}
          pageSizeOptions={[10, 25, 50, 100]}
          showToolbar
          slots={{ noRowsOverlay: () => <Overlay text={t('articles.empty')} />, noResultsOverlay: () => <Overlay text={t('articles.empty')} /> }}
          slotProps={{
            loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
            toolbar: { showQuickFilter: true, quickFilterProps: { debounceMs: 300 }, csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
          }}
          sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
        />
      )}
      {dialog && <ArticleDialog articleId={dialog.id} onClose={() => setDialog(null)} canPublish={canPublish} />}
      {confirmDialog}
    </>
  );
}

/** A filter of the grid: '' is its 'All …' choice, shown as a value with its label above it. */
function FilterSelect({ label, value, onChange, all, options }: { label: string; value: string; onChange: (value: string) => void; all: string; options: { value: string; label: string }[] }) {
  return (
    <TextField select size="small" label={label} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Overlay({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', minHeight: 120, display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
