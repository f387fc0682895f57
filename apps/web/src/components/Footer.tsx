import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: '1px solid #ece6dc', py: 4, mt: 6, bgcolor: '#f4efe6' }}>
      <Container maxWidth="lg">
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} Tumbuh. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
