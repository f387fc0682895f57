import { useQuery } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { agePath } from '@tumbuh/shared';
import { AgeGroupsNavDocument } from '../../generated/graphql';
import { useLanguage, useLocalName, useT } from '../../i18n';
import { useFitsChild } from './childAge';
import { AppLink } from '../../components/AppLink';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onPickAge: () => void;
}

/** The "By age" menu's list: each age group (the child's marked), then "My child's age". Loaded when first opened. */
export function AgeMenuList({ id, anchor, onClose, onPickAge }: Props) {
  const t = useT();
  const language = useLanguage();
  const nameOf = useLocalName();
  const fitsChild = useFitsChild();
  const { data } = useQuery(AgeGroupsNavDocument);
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} lang={language}>
      {(data?.ageGroups ?? []).map((g) => (
        <MenuItem key={g.id} component={AppLink} to={agePath(g.slug, language)} onClick={onClose} selected={fitsChild(g.slug)}>
          <ListItemText primary={nameOf(g)} secondary={fitsChild(g.slug) ? t('age.fitsChild') : undefined} />
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onPickAge();
        }}
      >
        {t('childAge.dialogTitle')}
      </MenuItem>
    </Menu>
  );
}
