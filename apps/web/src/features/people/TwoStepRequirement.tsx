import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toast';
import { SecuritySettingsDocument, SetRequireTwoStepDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { useAdminText } from '../../i18n/admin';

/** The site setting: admins and editors must sign in with two steps (they set it up at their next sign-in). */
export function TwoStepRequirement() {
  const toast = useToast();
  const t = useAdminText();
  const { data } = useQuery(SecuritySettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SetRequireTwoStepDocument);
  const required = data?.securitySettings.requireTwoStep ?? false;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderRadius: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            slotProps={{ input: { 'aria-label': t('people.requireTwoStep') } }}
            disabled={!data || loading}
            onChange={async (e) => {
              const value = e.target.checked;
              try {
                await save({ variables: { required: value } });
                toast({ title: t(value ? 'people.twoStepRequired' : 'people.twoStepOptional'), description: t('people.forAdminsAndEditors') });
              } catch (err) {
                toast({ title: t('people.settingFailed'), description: serverMessage(err, t('common.pleaseTryAgain')), variant: 'destructive' });
              }
            }}
          />
        }
        label={t('people.requireTwoStep')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('people.requireTwoStepHelp')}
      </Typography>
    </Paper>
  );
}
