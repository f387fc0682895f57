import { useState } from 'react';
import { ChildCareSvg } from './plainIcons';

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
  /** More classes of the reader sheet (app/readerCss.ts), e.g. tb-cover-hero. */
  className?: string;
}

const DEFAULT_RATIO = '16 / 9';

/**
 * An article or hero image in a box of fixed proportions, with a calm placeholder when there is
 * none. Plain elements styled by the reader sheet (app/readerCss.ts): it shows on every card.
 */
export function CoverImage({ src, alt, ratio = DEFAULT_RATIO, eager = false, image, sizes = '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw', className }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const show = src && !failed;
  return (
    <div className={className ? `tb-cover ${className}` : 'tb-cover'} style={ratio === DEFAULT_RATIO ? undefined : { aspectRatio: ratio }}>
      {show ? (
        <img
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
        />
      ) : (
        <div aria-hidden className="tb-cover-empty">
          <ChildCareSvg />
        </div>
      )}
    </div>
  );
}
