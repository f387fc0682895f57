import { useLocalizedPath } from '../i18n';
import { AppLink } from './AppLink';

/** The sprout mark and the name; links home. A plain link styled by the reader sheet (app/readerCss.ts: .tb-logo). */
export function Logo({ onClick }: { onClick?: () => void }) {
  const to = useLocalizedPath();
  return (
    <AppLink to={to('/')} onClick={onClick} className="tb-logo">
      <svg viewBox="0 0 32 32" aria-hidden>
        <circle cx="16" cy="16" r="16" fill="#2f6f5e" />
        <path d="M16 25v-9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M16 17c0-4 -3-7 -8-7c0 4 3 7 8 7z" fill="#cfe6d9" />
        <path d="M16 15c0-4 3-7 8-7c0 4-3 7-8 7z" fill="#fff" />
      </svg>
      Tumbuh
    </AppLink>
  );
}
