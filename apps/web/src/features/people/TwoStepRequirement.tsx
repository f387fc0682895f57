import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toast';
import { SecuritySettingsDocument, SetRequireTwoStepDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';

/** The site setting: admins and editors must sign in with two steps (they set it up at their next sign-in). */
export function TwoStepRequirement() {
  const toast = useToast();
  const { data } = useQuery(SecuritySettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SetRequireTwoStepDocument);
  const required = data?.securitySettings.requireTwoStep ?? false;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderRadius: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            slotProps={{ input: { 'aria-label': 'Require two-step sign-in for admins and editors' } }}
            disabled={!data || loading}
            onChange={async (e) => {
              const value = e.target.checked;
              try {
                await save({ variables: { required: value } });
                toast({ title: value ? 'Two-step sign-in required' : 'Two-step sign-in optional', description: 'For admins and editors.' });
              } catch (err) {
                toast({ title: 'Failed to save the setting', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
              }
            }}
          />
        }
        label="Require two-step sign-in for admins and editors"
      />
      <Typography variant="body2" color="text.secondary">
        Admins and editors without it are asked to set it up before they can use the admin.
      </Typography>
    </Paper>
  );
}
