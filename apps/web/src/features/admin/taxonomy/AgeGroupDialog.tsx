import Box from '@mui/material/Box';
import { validateAgeGroup } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import type { AdminAgeGroupRowFragment, AgeGroupInput } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { NameIdField, SlugSuggestion } from '../form/fields';
import { FormDialog } from '../form/FormDialog';

interface Values {
  name: string;
  nameId: string;
  slug: string;
  description: string;
  order: number | '';
}

interface Props {
  existing: AdminAgeGroupRowFragment | null;
  /** The order a new age group is offered: after the last one. */
  nextOrder: number;
  onSave: (input: AgeGroupInput) => Promise<unknown>;
  onClose: () => void;
}

/** New or edited age group: name, slug made from it, Indonesian name, description and order. */
export function AgeGroupDialog({ existing, nextOrder, onSave, onClose }: Props) {
  const toast = useToast();
  const submit = async (values: Values) => {
    const input = { name: values.name.trim(), nameId: values.nameId?.trim() || null, slug: values.slug.trim(), description: values.description.trim() || null, order: Number(values.order) };
    try {
      await onSave(input);
      toast({ title: `Age group ${existing ? 'updated' : 'created'} successfully` });
      onClose();
      return undefined;
    } catch (e) {
      toast({ title: `Failed to ${existing ? 'update' : 'create'} age group`, description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      return serverFieldErrors(e);
    }
  };
  return (
    <FormDialog<Values>
      title={existing ? 'Edit Age Group' : 'New Age Group'}
      submitLabel={existing ? 'Update Age Group' : 'Create Age Group'}
      initialValues={{ name: existing?.name ?? '', nameId: existing?.nameId ?? '', slug: existing?.slug ?? '', description: existing?.description ?? '', order: existing?.order ?? nextOrder }}
      validate={validateAgeGroup}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <SlugSuggestion from="name" enabled={!existing} />
          <FormTextField name="name" label="Name" fullWidth required autoFocus />
          <FormTextField name="slug" label="Slug" fullWidth required helperText="Made from the name; you can change it" />
          <NameIdField />
          <FormTextField name="description" label="Description" fullWidth multiline minRows={2} />
          <Box>
            <FormTextField
              name="order"
              label="Order"
              type="number"
              required
              parse={(v) => (v === '' ? '' : Number(v))}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              helperText="Smallest first"
              sx={{ maxWidth: 200 }}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
