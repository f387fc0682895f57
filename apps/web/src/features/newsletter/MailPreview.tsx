import Box from '@mui/material/Box';

/**
 * An email's HTML in a sandboxed frame: no script runs and nothing in it can reach the admin page;
 * its own styles (and the phone layout, when the frame is narrow) apply as in a mail client.
 */
export function MailPreview({ html, title, height = 640 }: { html: string; title: string; height?: number }) {
  return (
    <Box
      component="iframe"
      title={title}
      srcDoc={html}
      sandbox=""
      referrerPolicy="no-referrer"
      sx={{ display: 'block', width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f4f1ec' }}
    />
  );
}
