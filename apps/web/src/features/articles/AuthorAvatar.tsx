import { useState } from 'react';
import { PersonSvg } from '../../components/plainIcons';

/**
 * The author's photo, or the default avatar when there is none (docs/decisions.md#screens); with
 * its srcset a phone photo shows as its smallest WebP variant, not the whole original (issue 17).
 * A plain element styled by the reader sheet (app/readerCss.ts): it shows on every card.
 */
export function AuthorAvatar({ name, imageUrl, srcset, size = 36 }: { name: string; imageUrl?: string | null; srcset?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const show = !!imageUrl && !failed;
  return (
    <div className="tb-avatar" style={{ width: size, height: size, fontSize: show ? undefined : size * 0.6 }}>
      {show ? (
        <img
          src={imageUrl}
          srcSet={srcset || undefined}
          sizes={srcset ? `${size}px` : undefined}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <PersonSvg />
      )}
    </div>
  );
}
