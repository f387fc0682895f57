import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { checkImageFile, validateTool } from '@tumbuh/shared';
import { useEffect, useId, useState } from 'react';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import { AdminToolsDocument, CreateToolDocument, UpdateToolDocument, type AdminToolsQuery } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { forgetPublicLists } from '../cache';
import { FormCheckbox, NameIdField } from '../form/fields';
import { FormDialog } from '../form/FormDialog';
import { PLACEHOLDER_IMAGE } from '../images/placeholder';
import { uploadImage } from '../images/upload';

type Tool = AdminToolsQuery['allTools'][number];
interface Values {
  name: string;
  nameId: string;
  description: string;
  url: string;
  logoUrl: string;
  isActive: boolean;
}

/**
 * Tool modal ('Add New Tool' / 'Edit Tool'). The logo file is kept in the browser and uploaded
 * when the tool is saved; if that upload fails the save stops there (spec section 7).
 */
export function ToolDialog({ tool, onClose }: { tool: Tool | null; onClose: () => void }) {
  const toast = useToast();
  const fileId = useId();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  useEffect(() => () => void (logoPreview && URL.revokeObjectURL(logoPreview)), [logoPreview]);
  const refresh = { update: (cache: Parameters<typeof forgetPublicLists>[0]) => forgetPublicLists(cache) };
  const [createTool] = useMutation(CreateToolDocument, { refetchQueries: [AdminToolsDocument], ...refresh });
  const [updateTool] = useMutation(UpdateToolDocument, refresh);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setLogoFile(file);
    setLogoPreview(URL.createObjectURL(file));
  };

  const submit = async (values: Values) => {
    let logoUrl = values.logoUrl || null;
    if (logoFile) {
      try {
        logoUrl = (await uploadImage(logoFile, 'tool', null)).url;
      } catch (error) {
        toast({ title: 'Failed to upload logo image', description: (error as Error).message, variant: 'destructive' });
        return undefined;
      }
    }
    const input = { name: values.name.trim(), nameId: values.nameId?.trim() || null, description: values.description.trim(), url: values.url.trim(), logoUrl, isActive: values.isActive };
    try {
      if (tool) {
        await updateTool({ variables: { id: tool.id, input } });
        toast({ title: 'Tool updated successfully' });
      } else {
        await createTool({ variables: { input } });
        toast({ title: 'Tool created successfully' });
      }
      onClose();
      return undefined;
    } catch (error) {
      toast({ title: tool ? 'Failed to update tool' : 'Failed to create tool', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };

  return (
    <FormDialog<Values>
      title={tool ? 'Edit Tool' : 'Add New Tool'}
      submitLabel={tool ? 'Update Tool' : 'Create Tool'}
      initialValues={{ name: tool?.name ?? '', nameId: tool?.nameId ?? '', description: tool?.description ?? '', url: tool?.url ?? '', logoUrl: tool?.logoUrl ?? '', isActive: tool?.isActive ?? true }}
      validate={validateTool}
      onSubmit={submit}
      onClose={onClose}
    >
      {({ values, submitting }) => (
        <>
          <FormTextField name="name" label="Tool Name" fullWidth required autoFocus />
          <NameIdField />
          <FormTextField name="description" label="Description" fullWidth required multiline minRows={3} />
          <Stack spacing={1}>
            <FormLabel htmlFor={fileId}>Logo</FormLabel>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={logoPreview ?? (values.logoUrl || PLACEHOLDER_IMAGE)}
                alt={logoPreview || values.logoUrl ? 'Logo preview' : 'No logo'}
                onError={(e) => ((e.target as HTMLImageElement).src = PLACEHOLDER_IMAGE)}
                sx={{ width: 72, height: 72, objectFit: 'contain', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#fff' }}
              />
              <Stack spacing={0.5}>
                <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<CloudUploadOutlined />} disabled={submitting}>
                  {logoFile ? 'Change logo' : 'Choose logo'}
                  <input
                    id={fileId}
                    type="file"
                    hidden
                    accept="image/jpeg,image/png,image/gif,image/webp"
                    onChange={(e) => {
                      choose(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </Button>
                <Typography variant="caption" color="text.secondary">
                  {logoFile ? `${logoFile.name}: uploaded when you save` : 'JPEG, PNG, GIF or WebP, at most 5 MB.'}
                </Typography>
              </Stack>
            </Stack>
          </Stack>
          <FormTextField name="url" label="Tool Website URL" type="url" fullWidth required placeholder="https://example.com" />
          <FormCheckbox name="isActive" label="Show this tool on the landing page" />
        </>
      )}
    </FormDialog>
  );
}
