import { validateTaxonomy } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { NameIdField, SlugSuggestion } from '../form/fields';
import { FormDialog } from '../form/FormDialog';

export interface TaxonomyValues {
  name: string;
  nameId: string;
  slug: string;
}

interface Props {
  /** 'Category' or 'Tag'. */
  noun: string;
  existing: { id: number; name: string; nameId?: string | null; slug: string } | null;
  onSave: (input: { name: string; nameId: string | null; slug: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Tag and category dialogs: a name and the slug made from it by the shared slug rule while the
 * editor has not changed it; the slug stays editable (docs/decisions.md#screens).
 */
export function TaxonomyDialog({ noun, existing, onSave, onClose }: Props) {
  const toast = useToast();
  const lower = noun.toLowerCase();
  const submit = async (values: TaxonomyValues) => {
    try {
      await onSave({ name: values.name.trim(), nameId: values.nameId?.trim() || null, slug: values.slug.trim() });
      toast({ title: `${noun} ${existing ? 'updated' : 'created'} successfully` });
      onClose();
      return undefined;
    } catch (error) {
      // 409 for a duplicate name or slug: the server's message says which.
      toast({ title: `Failed to ${existing ? 'update' : 'create'} ${lower}`, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };
  return (
    <FormDialog<TaxonomyValues>
      title={existing ? `Edit ${noun}` : `New ${noun}`}
      submitLabel={existing ? `Update ${noun}` : `Create ${noun}`}
      initialValues={{ name: existing?.name ?? '', nameId: existing?.nameId ?? '', slug: existing?.slug ?? '' }}
      validate={validateTaxonomy}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {() => (
        <>
          <SlugSuggestion from="name" enabled={!existing} />
          <FormTextField name="name" label="Name" fullWidth required autoFocus />
          <FormTextField name="slug" label="Slug" fullWidth required helperText="Made from the name; you can change it" />
          <NameIdField />
        </>
      )}
    </FormDialog>
  );
}
