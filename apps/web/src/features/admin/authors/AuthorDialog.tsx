import { useMutation } from '@apollo/client/react';
import { validateAuthor } from '@tumbuh/shared';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import { AdminAuthorsDocument, CreateAuthorDocument, UpdateAuthorDocument, type AdminAuthorsQuery } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { forgetPublicLists } from '../cache';
import { FormDialog } from '../form/FormDialog';
import { ImageUploadField } from '../images/ImageUploadField';

type Author = AdminAuthorsQuery['authors'][number];
interface Values {
  name: string;
  bio: string;
  imageUrl: string;
}

/** Author dialog (spec section 2): Name, Author Photo upload, Bio. */
export function AuthorDialog({ author, onClose }: { author: Author | null; onClose: () => void }) {
  const toast = useToast();
  const [createAuthor] = useMutation(CreateAuthorDocument, { refetchQueries: [AdminAuthorsDocument] });
  // Article cards carry the author's name and photo: public lists ask again.
  const [updateAuthor] = useMutation(UpdateAuthorDocument, { update: (cache) => forgetPublicLists(cache) });
  const submit = async (values: Values) => {
    const input = { name: values.name.trim(), bio: values.bio.trim(), imageUrl: values.imageUrl || null };
    try {
      if (author) {
        await updateAuthor({ variables: { id: author.id, input } });
        toast({ title: 'Author updated successfully' });
      } else {
        await createAuthor({ variables: { input } });
        toast({ title: 'Author created successfully' });
      }
      onClose();
      return undefined;
    } catch (error) {
      const message = serverMessage(error, 'Please try again.');
      toast({ title: author ? `Failed to update author: ${message}` : `Failed to create author: ${message}`, variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };
  return (
    <FormDialog<Values>
      title={author ? 'Edit Author' : 'New Author'}
      submitLabel={author ? 'Update Author' : 'Create Author'}
      initialValues={{ name: author?.name ?? '', bio: author?.bio ?? '', imageUrl: author?.imageUrl ?? '' }}
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
