import { MailOutlineSvg } from '../../components/plainIcons';
import { NewsletterForm } from './NewsletterForm';
import { useT } from '../../i18n';

/** The sidebar's newsletter signup box: plain elements of the reader sheet (app/readerCss.ts). */
export function NewsletterBox({ headingLevel = 2, language }: { headingLevel?: 2 | 3; language?: string }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="newsletter-box-heading" className="tb-newsletter-box">
      <div className="tb-newsletter-box-title">
        <MailOutlineSvg />
        <Heading id="newsletter-box-heading">{t('newsletter.boxTitle')}</Heading>
      </div>
      <p className="tb-body2 tb-secondary tb-mb-2">{t('newsletter.boxText')}</p>
      <NewsletterForm variant="box" stacked language={language} />
    </section>
  );
}
