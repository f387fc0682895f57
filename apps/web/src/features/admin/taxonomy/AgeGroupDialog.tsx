import Box from '@mui/material/Box';
import { validateAgeGroup } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import type { AdminAgeGroupRowFragment, AgeGroupInput } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { useAdminText } from '../../../i18n/admin';
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
  const t = useAdminText();
  const submit = async (values: Values) => {
    const input = { name: values.name.trim(), nameId: values.nameId?.trim() || null, slug: values.slug.trim(), description: values.description.trim() || null, order: Number(values.order) };
    try {
      await onSave(input);
      toast({ title: t(existing ? 'ageGroups.updated' : 'ageGroups.created') });
      onClose();
      return undefined;
    } catch (e) {
      toast({ title: t(existing ? 'ageGroups.updateFailed' : 'ageGroups.createFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
      return serverFieldErrors(e);
    }
  };
  return (
    <FormDialog<Values>
      title={t(existing ? 'ageGroups.edit' : 'ageGroups.new')}
      submitLabel={t(existing ? 'ageGroups.update' : 'ageGroups.create')}
      initialValues={{ name: existing?.name ?? '', nameId: existing?.nameId ?? '', slug: existing?.slug ?? '', description: existing?.description ?? '', order: existing?.order ?? nextOrder }}
      validate={validateAgeGroup}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <SlugSuggestion from="name" enabled={!existing} />
          <FormTextField name="name" label={t('common.name')} fullWidth required autoFocus />
          <FormTextField name="slug" label={t('common.slug')} fullWidth required helperText={t('common.slugHelp')} />
          <NameIdField />
          <FormTextField name="description" label={t('common.description')} fullWidth multiline minRows={2} />
          <Box>
            <FormTextField
              name="order"
              label={t('common.order')}
              type="number"
              required
              parse={(v) => (v === '' ? '' : Number(v))}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              helperText={t('ageGroups.orderHelp')}
              sx={{ maxWidth: 200 }}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
