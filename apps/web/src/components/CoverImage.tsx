import ChildCareIcon from '@mui/icons-material/ChildCareOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

export interface CoverImageProps {
  src?: string | null;
  alt: string;
  /** CSS aspect-ratio: the box keeps its space before the image arrives (no layout shift). */
  ratio?: string;
  /** Above the fold: load at once with high priority; everything else loads lazily. */
  eager?: boolean;
  /** The stored image's size and responsive sources (issue 17), when known. */
  image?: { width?: number | null; height?: number | null; srcset?: string | null } | null;
  /** How wide the image shows, for the browser to pick from srcset. */
  sizes?: string;
  sx?: SxProps<Theme>;
}

/** An article or hero image in a box of fixed proportions, with a calm placeholder when there is none. */
export function CoverImage({ src, alt, ratio = '16 / 9', eager = false, image, sizes = '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw', sx }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const show = src && !failed;
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: ratio, overflow: 'hidden', bgcolor: 'surface.placeholder', width: '100%' },
        // MUI's documented way to merge an sx prop; Array.isArray narrows it to any[].
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {show ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          srcSet={image?.srcset || undefined}
          sizes={image?.srcset ? sizes : undefined}
          width={image?.width ?? 1200}
          height={image?.height ?? 675}
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            opacity: 0.9,
            background: (t) => t.palette.surface.imageGradient,
          }}
        >
          <ChildCareIcon sx={{ fontSize: 56 }} />
        </Box>
      )}
    </Box>
  );
}
