import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';

/**
 * The author's photo, or the default avatar when there is none (docs/decisions.md#screens); with
 * its srcset a phone photo shows as its smallest WebP variant, not the whole original (issue 17).
 */
export function AuthorAvatar({ name, imageUrl, srcset, size = 36 }: { name: string; imageUrl?: string | null; srcset?: string | null; size?: number }) {
  return (
    <Avatar
      src={imageUrl ?? undefined}
      alt={name}
      slotProps={{ img: { loading: 'lazy', width: size, height: size, ...(srcset ? { srcSet: srcset, sizes: `${size}px` } : {}) } }}
      sx={{ width: size, height: size, bgcolor: 'primary.main' }}
    >
      <PersonIcon aria-hidden sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}
