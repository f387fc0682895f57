import PersonIcon from '@mui/icons-material/Person';
import { AvatarImage } from '../../components/AvatarImage';

/**
 * The author's photo, or the default avatar when there is none (docs/decisions.md#screens); with
 * its srcset a phone photo shows as its smallest WebP variant, not the whole original (issue 17).
 */
export function AuthorAvatar({ name, imageUrl, srcset, size = 36 }: { name: string; imageUrl?: string | null; srcset?: string | null; size?: number }) {
  return (
    <AvatarImage
      src={imageUrl}
      srcset={srcset}
      alt={name}
      size={size}
      bgcolor="primary.main"
      fallback={<PersonIcon aria-hidden sx={{ fontSize: size * 0.6 }} />}
    />
  );
}
