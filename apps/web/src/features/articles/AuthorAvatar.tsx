import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';

/** The author's photo, or the default avatar when there is none (docs/decisions.md#screens). */
export function AuthorAvatar({ name, imageUrl, size = 36 }: { name: string; imageUrl?: string | null; size?: number }) {
  return (
    <Avatar
      src={imageUrl ?? undefined}
      alt={name}
      slotProps={{ img: { loading: 'lazy', width: size, height: size } }}
      sx={{ width: size, height: size, bgcolor: 'primary.main' }}
    >
      <PersonIcon aria-hidden sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}
