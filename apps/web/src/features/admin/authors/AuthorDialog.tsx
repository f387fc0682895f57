import { validateAuthor } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import type { AdminAuthorRowFragment, AuthorInput } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { FormDialog } from '../form/FormDialog';
import { ImageUploadField } from '../images/ImageUploadField';

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
  const submit = async (values: Values) => {
    const input = { name: values.name.trim(), bio: values.bio.trim(), imageUrl: values.imageUrl || null };
    try {
      await onSave(input);
      toast({ title: existing ? 'Author updated successfully' : 'Author created successfully' });
      onClose();
      return undefined;
    } catch (error) {
      const message = serverMessage(error, 'Please try again.');
      toast({ title: existing ? `Failed to update author: ${message}` : `Failed to create author: ${message}`, variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };
  return (
    <FormDialog<Values>
      title={existing ? 'Edit Author' : 'New Author'}
      submitLabel={existing ? 'Update Author' : 'Create Author'}
      initialValues={{ name: existing?.name ?? '', bio: existing?.bio ?? '', imageUrl: existing?.imageUrl ?? '' }}
      validate={validateAuthor}
      onSubmit={submit}
      onClose={onClose}
    >
      {({ setBusy }) => (
        <>
          <FormTextField name="name" label="Name" fullWidth required autoFocus />
          <ImageUploadField name="imageUrl" label="Author Photo" uploadType="author" onUploadingChange={setBusy} />
          <FormTextField name="bio" label="Bio" fullWidth required multiline minRows={4} />
        </>
      )}
    </FormDialog>
  );
}
