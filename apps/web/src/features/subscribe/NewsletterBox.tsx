import { MailOutlineSvg } from '../../components/plainIcons';
import { NewsletterForm } from './NewsletterForm';
import { useLanguage, useT } from '../../i18n';
import { ServerFragment } from '../../app/serverFragments';

/** The sidebar's newsletter signup box: plain elements of the reader sheet (app/readerCss.ts). */
export function NewsletterBox({ headingLevel = 2, language }: { headingLevel?: 2 | 3; language?: string }) {
  const t = useT();
  const pageLanguage = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    // The same box on page after page: written from its first render's HTML on the server, hydrated in the browser (its form; app/serverFragments.tsx).
    <ServerFragment tag="section" aria-labelledby="newsletter-box-heading" className="tb-newsletter-box" inputs={[headingLevel, language ?? null, pageLanguage]} hydrate>
      <div className="tb-newsletter-box-title">
        <MailOutlineSvg />
        <Heading id="newsletter-box-heading">{t('newsletter.boxTitle')}</Heading>
      </div>
      <p className="tb-body2 tb-secondary tb-mb-2">{t('newsletter.boxText')}</p>
      <NewsletterForm variant="box" stacked language={language} />
    </ServerFragment>
  );
}
