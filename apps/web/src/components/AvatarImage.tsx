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
  /** Behind a transparent logo and the fallback: the theme colour. */
  color: 'primary' | 'secondary';
}

/**
 * A small square picture (a tool's logo) with srcset/sizes, width and height and lazy loading, as
 * MUI's Avatar looked: a plain element of the reader sheet (app/readerCss.ts: .tb-avatar).
 */
export function AvatarImage({ src, srcset, alt, size, variant = 'circular', fallback, color }: AvatarImageProps) {
  const [failed, setFailed] = useState(false);
  const show = !!src && !failed;
  return (
    <div className={`tb-avatar tb-avatar-${color}${variant === 'rounded' ? ' tb-avatar-rounded' : ''}`} style={{ width: size, height: size }}>
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
    </div>
  );
}
