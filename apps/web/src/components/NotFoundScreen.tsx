import type { ReactNode } from 'react';
import { AppLink } from './AppLink';

/**
 * The not-found screen (an unknown address, article, story): icon, heading, text and the ways on, as
 * plain elements of the reader sheet (`.tb-notfound`, app/readerCss.ts): no MUI on a reader page.
 */
export function NotFoundScreen({ icon, title, text, links }: { icon: ReactNode; title: string; text: string; links: { to: string; label: string }[] }) {
  return (
    <div className="tb-notfound">
      <span className="tb-notfound-icon">{icon}</span>
      <h1 className="tb-h1">{title}</h1>
      <p className="tb-body1 tb-secondary tb-notfound-text">{text}</p>
      <div className="tb-notfound-links">
        {links.map((link, i) => (
          <AppLink key={link.to} to={link.to} className={`tb-button ${i === 0 ? 'tb-button-contained' : 'tb-button-outlined'} tb-button-large`}>
            {link.label}
          </AppLink>
        ))}
      </div>
    </div>
  );
}
