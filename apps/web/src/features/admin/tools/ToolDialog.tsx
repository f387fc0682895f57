import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { validateTool } from '@tumbuh/shared';
import { useId } from 'react';
import { useToast } from '../../../app/toast';
import { FormTextField } from '../../../components/FormTextField';
import type { AdminToolRowFragment, ToolInput } from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { useAdminText } from '../../../i18n/admin';
import { FormCheckbox, NameIdField } from '../form/fields';
import { FormDialog } from '../form/FormDialog';
import { PLACEHOLDER_IMAGE } from '../images/placeholder';
import { ImageFileButton, useImageUpload } from '../images/useImageUpload';

interface Values {
  name: string;
  nameId: string;
  description: string;
  url: string;
  logoUrl: string;
  isActive: boolean;
}

interface Props {
  existing: AdminToolRowFragment | null;
  onSave: (input: ToolInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Tool modal ('Add New Tool' / 'Edit Tool'). The logo file is kept in the browser and uploaded
 * when the tool is saved; if that upload fails the save stops there (docs/decisions.md#rest).
 */
export function ToolDialog({ existing: tool, onSave, onClose }: Props) {
  const toast = useToast();
  const t = useAdminText();
  const fileId = useId();
  const logo = useImageUpload('tool');

  const submit = async (values: Values) => {
    let logoUrl = values.logoUrl || null;
    if (logo.file) {
      try {
        logoUrl = (await logo.upload(logo.file)).url;
      } catch (error) {
        toast({ title: t('tools.logoUploadFailed'), description: (error as Error).message, variant: 'destructive' });
        return undefined;
      }
    }
    const input = { name: values.name.trim(), nameId: values.nameId?.trim() || null, description: values.description.trim(), url: values.url.trim(), logoUrl, isActive: values.isActive };
    try {
      await onSave(input);
      toast({ title: t(tool ? 'tools.updated' : 'tools.created') });
      onClose();
      return undefined;
    } catch (error) {
      toast({ title: t(tool ? 'tools.updateFailed' : 'tools.createFailed'), description: serverMessage(error, t('common.pleaseTryAgain')), variant: 'destructive' });
      return serverFieldErrors(error);
    }
  };

  return (
    <FormDialog<Values>
      title={t(tool ? 'tools.edit' : 'tools.new')}
      submitLabel={t(tool ? 'tools.update' : 'tools.create')}
      initialValues={{ name: tool?.name ?? '', nameId: tool?.nameId ?? '', description: tool?.description ?? '', url: tool?.url ?? '', logoUrl: tool?.logoUrl ?? '', isActive: tool?.isActive ?? true }}
      validate={validateTool}
      onSubmit={submit}
      onClose={onClose}
    >
      {({ values, submitting }) => (
        <>
          <FormTextField name="name" label={t('tools.name')} fullWidth required autoFocus />
          <NameIdField />
          <FormTextField name="description" label={t('common.description')} fullWidth required multiline minRows={3} />
          <Stack spacing={1}>
            <FormLabel htmlFor={fileId}>{t('tools.logo')}</FormLabel>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={logo.preview ?? (values.logoUrl || PLACEHOLDER_IMAGE)}
                alt={t(logo.preview || values.logoUrl ? 'tools.logoPreview' : 'tools.noLogo')}
                onError={(e) => ((e.target as HTMLImageElement).src = PLACEHOLDER_IMAGE)}
                sx={{ width: 72, height: 72, objectFit: 'contain', borderRadius: 2, border: '1px solid', borderColor: 'divider', bgcolor: '#fff' }}
              />
              <Stack spacing={0.5}>
                <ImageFileButton id={fileId} disabled={submitting} onFile={logo.choose}>
                  {t(logo.file ? 'tools.changeLogo' : 'tools.chooseLogo')}
                </ImageFileButton>
                <Typography variant="caption" color="text.secondary">
                  {logo.file ? t('tools.logoChosen', { file: logo.file.name }) : t('images.types')}
                </Typography>
              </Stack>
            </Stack>
          </Stack>
          <FormTextField name="url" label={t('tools.url')} type="url" fullWidth required placeholder="https://example.com" />
          <FormCheckbox name="isActive" label={t('tools.isActive')} />
        </>
      )}
    </FormDialog>
  );
}
