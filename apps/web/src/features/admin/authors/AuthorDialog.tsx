import { validateAuthor } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import type { AdminAuthorRowFragment, AuthorInput } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { useAdminText } from '../../../i18n/admin';
import { FormDialog } from '../form/FormDialog';
import { ImageUploadField } from '../images/ImageUploadField';
import { validationText } from '../form/validationText';

interface Values {
  name: string;
  bio: string;
  imageUrl: string;
}

interface Props {
  existing: AdminAuthorRowFragment | null;
  onSave: (input: AuthorInput) => Promise<unknown>;
  onClose: () => void;
}

/** Author dialog (docs/decisions.md#screens): Name, Author Photo upload, Bio. */
export function AuthorDialog({ existing, onSave, onClose }: Props) {
  const toast = useToast();
  const t = useAdminText();
  const submit = async (values: Values) => {
    const input = { name: values.name.trim(), bio: values.bio.trim(), imageUrl: values.imageUrl || null };
    try {
      await onSave(input);
      toast({ title: t(existing ? 'authors.updated' : 'authors.created') });
      onClose();
      return undefined;
    } catch (error) {
      const message = validationText(t, serverMessage(error, t('common.pleaseTryAgain')));
      toast({ title: t(existing ? 'authors.updateFailed' : 'authors.createFailed', { message }), variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };
  return (
    <FormDialog<Values>
      title={t(existing ? 'authors.edit' : 'authors.new')}
      submitLabel={t(existing ? 'authors.update' : 'authors.create')}
      initialValues={{ name: existing?.name ?? '', bio: existing?.bio ?? '', imageUrl: existing?.imageUrl ?? '' }}
      validate={validateAuthor}
      onSubmit={submit}
      onClose={onClose}
    >
      {({ setBusy }) => (
        <>
          <FormTextField name="name" label={t('common.name')} fullWidth required autoFocus />
          <ImageUploadField name="imageUrl" label={t('authors.photo')} uploadType="author" onUploadingChange={setBusy} />
          <FormTextField name="bio" label={t('authors.bio')} fullWidth required multiline minRows={4} />
        </>
      )}
    </FormDialog>
  );
}
