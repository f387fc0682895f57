import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function Header() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid #ece6dc' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Typography component={RouterLink} to="/" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none' }}>
            Tumbuh
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 1, flex: 1 }}>
            <Button component={RouterLink} to="/" color="inherit">Home</Button>
            <Button component={RouterLink} to="/blog" color="inherit">Blog</Button>
            <Button component="a" href="/#tools" color="inherit">Tools</Button>
          </Box>
          <Button component={RouterLink} to="/subscribe" variant="contained">Subscribe</Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
