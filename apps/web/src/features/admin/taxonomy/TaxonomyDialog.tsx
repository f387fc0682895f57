import { validateTaxonomy } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { useAdminText } from '../../../i18n/admin';
import { NameIdField, SlugSuggestion } from '../form/fields';
import { FormDialog } from '../form/FormDialog';

export interface TaxonomyValues {
  name: string;
  nameId: string;
  slug: string;
}

interface Props {
  /** Categories or tags: the texts' catalogue prefix. */
  kind: 'categories' | 'tags';
  existing: { id: number; name: string; nameId?: string | null; slug: string } | null;
  onSave: (input: { name: string; nameId: string | null; slug: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Tag and category dialogs: a name and the slug made from it by the shared slug rule while the
 * editor has not changed it; the slug stays editable (docs/decisions.md#screens).
 */
export function TaxonomyDialog({ kind, existing, onSave, onClose }: Props) {
  const toast = useToast();
  const t = useAdminText();
  const submit = async (values: TaxonomyValues) => {
    try {
      await onSave({ name: values.name.trim(), nameId: values.nameId?.trim() || null, slug: values.slug.trim() });
      toast({ title: t(existing ? `${kind}.updated` : `${kind}.created`) });
      onClose();
      return undefined;
    } catch (error) {
      // 409 for a duplicate name or slug: the server's message says which.
      toast({ title: t(existing ? `${kind}.updateFailed` : `${kind}.createFailed`), description: serverMessage(error, t('common.pleaseTryAgain')), variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };
  return (
    <FormDialog<TaxonomyValues>
      title={t(existing ? `${kind}.edit` : `${kind}.new`)}
      submitLabel={t(existing ? `${kind}.update` : `${kind}.create`)}
      initialValues={{ name: existing?.name ?? '', nameId: existing?.nameId ?? '', slug: existing?.slug ?? '' }}
      validate={validateTaxonomy}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {() => (
        <>
          <SlugSuggestion from="name" enabled={!existing} />
          <FormTextField name="name" label={t('common.name')} fullWidth required autoFocus />
          <FormTextField name="slug" label={t('common.slug')} fullWidth required helperText={t('common.slugHelp')} />
          <NameIdField />
        </>
      )}
    </FormDialog>
  );
}
