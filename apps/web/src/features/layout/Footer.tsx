import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { FacebookSvg, InstagramSvg, XSvg, YouTubeSvg } from '../../components/plainIcons';
import { ToolsDocument } from '../../generated/graphql';
import { useLanguage, useLocalizedPath, useLocalName, useT, type MessageKey } from '../../i18n';
import { AppLink } from '../../components/AppLink';
import { ServerFragment } from '../../app/serverFragments';

const ABOUT_LINKS: MessageKey[] = ['footer.ourStory', 'footer.team', 'footer.guidelines', 'footer.privacy', 'footer.terms', 'footer.contact'];
const SOCIAL = [
  { label: 'Facebook', icon: <FacebookSvg /> },
  { label: 'Instagram', icon: <InstagramSvg /> },
  { label: 'X (Twitter)', icon: <XSvg /> },
  { label: 'YouTube', icon: <YouTubeSvg /> },
];

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className="tb-footer-column">
      <h2 id={id}>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/**
 * Blog, Tools (active tools, new tab) and About columns; social icons; the copyright line. Plain
 * elements styled by the reader sheet (app/readerCss.ts: .tb-footer): every page renders it.
 */
export function Footer() {
  const { data } = useQuery(ToolsDocument);
  const year = new Date().getFullYear();
  const t = useT();
  const nameOf = useLocalName();
  const language = useLanguage();
  const to = useLocalizedPath();
  return (
    // Written from its first render's HTML on the server while the tools stay the same (app/serverFragments.tsx).
    <ServerFragment tag="footer" lang={language} className="tb-footer" inputs={[language, data?.tools ?? null, year]}>
      <div className="tb-container">
        <div className="tb-footer-grid">
          <div className="tb-footer-brand">
            <Logo />
            <p className="tb-footer-text">{t('footer.tagline')}</p>
            <div className="tb-footer-social">
              {SOCIAL.map((s) => (
                // eslint-disable-next-line jsx-a11y/anchor-is-valid -- the spec's placeholder links (no address yet), as before
                <a key={s.label} href="#" aria-label={s.label} className="tb-icon-link">
                  {s.icon}
                </a>
              ))}
            </div>
          </div>
          <Column id="footer-blog" title={t('nav.blog')}>
            <li>
              <AppLink to={to('/blog')}>{t('nav.allArticles')}</AppLink>
            </li>
            <li>
              <AppLink to={to('/subscribe')}>{t('nav.subscribe')}</AppLink>
            </li>
            <li>
              <AppLink to={to('/stories')}>{t('stories.nav')}</AppLink>
            </li>
            <li>
              <AppLink to={to('/stories/new')}>{t('stories.footerLink')}</AppLink>
            </li>
          </Column>
          <Column id="footer-tools" title={t('nav.tools')}>
            {(data?.tools ?? []).map((tool) => (
              <li key={tool.id}>
                <a href={tool.url} target="_blank" rel="noopener noreferrer">
                  {nameOf(tool)}
                  <span className="tb-sr-only">{t('common.newTab')}</span>
                </a>
              </li>
            ))}
          </Column>
          <Column id="footer-about" title={t('footer.about')}>
            {ABOUT_LINKS.map((key) => (
              <li key={key}>
                {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the spec's placeholder links (no page yet), as before */}
                <a href="#">{t(key)}</a>
              </li>
            ))}
          </Column>
        </div>
        <p className="tb-footer-text tb-footer-rights">{t('footer.rights', { year: String(year) })}</p>
      </div>
    </ServerFragment>
  );
}
