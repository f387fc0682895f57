import Typography from '@mui/material/Typography';

export function SubscribePage() {
  return <Typography variant="h1">Join Our Parenting Community</Typography>;
}
