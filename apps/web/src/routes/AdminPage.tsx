import Typography from '@mui/material/Typography';

export default function AdminPage() {
  return <Typography variant="h1">Admin Dashboard</Typography>;
}
