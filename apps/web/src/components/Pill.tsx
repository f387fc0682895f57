import type { ReactNode } from 'react';
import { AppLink } from './AppLink';

export interface PillProps {
  label: ReactNode;
  /** A link to this address (react-router); a plain label without it. */
  to?: string;
  color?: 'default' | 'primary' | 'secondary';
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** Extra classes of the reader sheet: tb-pill-paper, tb-pill-strong, tb-pill-dashed. */
  className?: string;
  title?: string;
  'data-child-age'?: boolean;
  'aria-current'?: 'page';
}

/**
 * A badge or a small link in the look of MUI's Chip, as one plain element styled by the reader sheet
 * (app/readerCss.ts): pages show dozens of them, and a Chip costs a styled component, a ButtonBase
 * and their style serialisation each.
 */
export function Pill({ label, to, color = 'default', variant = 'filled', size = 'medium', className, ...rest }: PillProps) {
  const classes = `tb-pill${size === 'small' ? ' tb-pill-small' : ''}${variant === 'outlined' ? ' tb-pill-outlined' : ''}${color === 'default' ? '' : ` tb-pill-${color}`}${className ? ` ${className}` : ''}`;
  const inner = <span>{label}</span>;
  return to ? (
    <AppLink to={to} className={classes} {...rest}>
      {inner}
    </AppLink>
  ) : (
    <span className={classes} {...rest}>
      {inner}
    </span>
  );
}
