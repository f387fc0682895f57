import Avatar from '@mui/material/Avatar';
import { useState, type ReactNode } from 'react';

export interface AvatarImageProps {
  src?: string | null;
  /** The stored image's WebP variants (issue 17); the browser picks the one for `size` CSS pixels. */
  srcset?: string | null;
  alt: string;
  size: number;
  variant?: 'circular' | 'rounded';
  /** Shown without an image, or when it fails to load. */
  fallback: ReactNode;
  /** Behind a transparent logo and the fallback: a theme colour such as 'primary.main'. */
  bgcolor: string;
}

/**
 * A small square picture (an author's photo, a tool's logo) with srcset/sizes, width and height and
 * lazy loading. The <img> is ours rather than MUI Avatar's src: Avatar probes its src with a hidden
 * Image that knows nothing of sizes, which downloaded the original besides the variant.
 */
export function AvatarImage({ src, srcset, alt, size, variant = 'circular', fallback, bgcolor }: AvatarImageProps) {
  const [failed, setFailed] = useState(false);
  const show = !!src && !failed;
  return (
    <Avatar variant={variant} sx={{ width: size, height: size, bgcolor, fontWeight: 700 }}>
      {show ? (
        <img
          src={src}
          srcSet={srcset || undefined}
          sizes={srcset ? `${size}px` : undefined}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        fallback
      )}
    </Avatar>
  );
}
