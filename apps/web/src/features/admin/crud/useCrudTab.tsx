import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { serverMessage } from '../../../graphql/errors';
import { useAdminRichText, useAdminText, type AdminTextKey } from '../../../i18n/admin';
import { forgetObject, forgetPublicLists } from '../cache';

export interface CrudRow {
  id: number;
  name: string;
}

interface Options<TData, Row extends CrudRow, TInput> {
  /** The GraphQL type of a row, for the cache ('Category'). */
  typename: string;
  /** The delete toasts' texts in the admin catalogue ('Category deleted successfully', 'Failed to delete category'). */
  toasts: { deleted: AdminTextKey; deleteFailed: AdminTextKey };
  list: TypedDocumentNode<TData, Record<string, never>>;
  rowsOf: (data: TData) => readonly Row[];
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, { id: number; input: TInput }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
  /** The confirmation's title (its catalogue key) and text for deleting this row. */
  confirmDelete: (row: Row, rich: AdminRichText) => { title: AdminTextKey; message: ReactNode };
}

/** The admin's `t` (useAdminText). */
export type AdminText = ReturnType<typeof useAdminText>;
/** The admin's rich texts (useAdminRichText): `<b>` shown bold. */
export type AdminRichText = ReturnType<typeof useAdminRichText>;

/** A tab's settings, declared once beside the tab (module level, so they stay the same object). */
export type CrudTabOptions<TData, Row extends CrudRow, TInput> = Options<TData, Row, TInput>;

/**
 * The shape every admin list tab shares (authors, tools, categories, tags, age groups): the list
 * read, a dialog for a new or an edited row, its save, and a confirmed delete with its toasts. The
 * tab keeps what differs: columns, dialog fields and texts. Every write goes through the one cache
 * rule of ../cache.ts, which also brings the tab's own list up to date.
 */
export function useCrudTab<TData, Row extends CrudRow, TInput>({ typename, toasts, list, rowsOf, create, update, remove, confirmDelete }: Options<TData, Row, TInput>) {
  const toast = useToast();
  const t = useAdminText();
  const rich = useAdminRichText();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(list, { fetchPolicy: 'cache-and-network' });
  const afterWrite = { update: (cache: Parameters<typeof forgetPublicLists>[0]) => forgetPublicLists(cache) };
  const [createRow] = useMutation(create, afterWrite);
  const [updateRow] = useMutation(update, afterWrite);
  const [removeRow] = useMutation(remove);
  // null: no dialog; { row: null }: a new row; { row }: that row edited.
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  const editedRow = editing?.row ?? null;
  /** Creates or updates the dialog's row; rejects with the server's error for the dialog to show. */
  const save = (input: TInput) => (editedRow ? updateRow({ variables: { id: editedRow.id, input } }) : createRow({ variables: { input } }));

  const askDelete = useCallback(
    async (row: Row) => {
      const { title, message } = confirmDelete(row, rich);
      if (!(await confirm({ title: t(title), message }))) return;
      try {
        await removeRow({
          variables: { id: row.id },
          update: (cache) => {
            forgetObject(cache, typename, row.id);
            forgetPublicLists(cache);
          },
        });
        toast({ title: t(toasts.deleted) });
      } catch (e) {
        // 409 for a row still in use (an author or category with articles): the server says how many.
        toast({ title: t(toasts.deleteFailed), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
      }
    },
    [confirm, confirmDelete, removeRow, toast, typename, toasts, t, rich],
  );

  return {
    /** Rows, loading, error and retry for DataTable. */
    table: { rows: data ? rowsOf(data) : undefined, loading, error, onRetry: () => void refetch().catch(() => undefined) },
    editing,
    openNew: () => setEditing({ row: null }),
    openEdit: useCallback((row: Row) => setEditing({ row }), []),
    close: () => setEditing(null),
    save,
    askDelete,
    confirmDialog,
  };
}
