import type { CSSProperties, ReactNode } from 'react';
import { ErrorOutlineSvg, InfoOutlinedSvg } from './plainIcons';

const ICONS = { error: ErrorOutlineSvg, info: InfoOutlinedSvg };

/**
 * A message box of the reader pages: MUI's standard Alert (its colours, icon and role="alert") as a
 * plain element of the reader sheet (`.tb-alert`, app/readerCss.ts), so these pages carry no MUI.
 */
export function PlainAlert({ severity, children, style }: { severity: keyof typeof ICONS; children: ReactNode; style?: CSSProperties }) {
  const Icon = ICONS[severity];
  return (
    <div role="alert" className={`tb-alert tb-alert-${severity}`} style={style}>
      <div className="tb-alert-icon">
        <Icon />
      </div>
      <div className="tb-alert-message">{children}</div>
    </div>
  );
}
