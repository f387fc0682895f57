import type { CSSProperties, ReactNode } from 'react';

const svg = { viewBox: '0 0 24 24', focusable: 'false', 'aria-hidden': true } as const;
const ICONS = {
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

/**
 * A message box of the reader pages: MUI's standard Alert (its colours, icon and role="alert") as a
 * plain element of the reader sheet (`.tb-alert`, app/readerCss.ts), so these pages carry no MUI.
 */
export function PlainAlert({ severity, children, style }: { severity: keyof typeof ICONS; children: ReactNode; style?: CSSProperties }) {
  return (
    <div role="alert" className={`tb-alert tb-alert-${severity}`} style={style}>
      <div className="tb-alert-icon">
        <svg {...svg}>
          <path d={ICONS[severity]} />
        </svg>
      </div>
      <div className="tb-alert-message">{children}</div>
    </div>
  );
}
