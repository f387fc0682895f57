import { CheckCircleSvg, FavoriteBorderSvg, LightbulbOutlinedSvg, NotificationsActiveOutlinedSvg } from '../../components/plainIcons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterLanguageField } from './NewsletterLanguageField';

const BENEFITS: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <LightbulbOutlinedSvg />, title: 'subscribe.benefit1Title', text: 'subscribe.benefit1Text' },
  { icon: <NotificationsActiveOutlinedSvg />, title: 'subscribe.benefit2Title', text: 'subscribe.benefit2Text' },
  { icon: <FavoriteBorderSvg />, title: 'subscribe.benefit3Title', text: 'subscribe.benefit3Text' },
];

/** /subscribe: the form, the consent note and 'Why Subscribe?'; after success, 'Successfully Subscribed!'. */
export function SubscribeView() {
  const [done, setDone] = useState(false);
  const t = useT();
  const successHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) successHeading.current?.focus();
  }, [done]);

  // Plain elements of the reader sheet (app/readerCss.ts: .tb-subscribe…).
  return (
    <div className="tb-subscribe">
      <div className="tb-subscribe-main">
        <div>
          <h1 className="tb-h1 tb-subscribe-title">{t('subscribe.heading')}</h1>
          <p className="tb-lead">{t('subscribe.lead')}</p>
        </div>
        <div className="tb-panel">
          {done ? (
            <div className="tb-subscribe-done" role="status">
              <CheckCircleSvg />
              <h2 ref={successHeading} tabIndex={-1}>
                {t('subscribe.success')}
              </h2>
              <p className="tb-body1 tb-secondary">{t('subscribe.successText')}</p>
              <button type="button" className="tb-button tb-button-outlined tb-button-large" onClick={() => setDone(false)}>
                {t('subscribe.another')}
              </button>
            </div>
          ) : (
            <div className="tb-stack tb-gap-25">
              <NewsletterForm variant="page" languageField={NewsletterLanguageField} onSubscribed={() => setDone(true)} />
              <p className="tb-body2 tb-secondary">
                {t('subscribe.consentBefore')}{' '}
                {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the spec's placeholder link (no page yet), as before */}
                <a href="#" className="tb-link">
                  {t('subscribe.privacy')}
                </a>
                {t('subscribe.consentAfter')}
              </p>
            </div>
          )}
        </div>
      </div>
      <section aria-labelledby="why-subscribe-heading">
        <h2 id="why-subscribe-heading" className="tb-h2 tb-subscribe-why">
          {t('subscribe.why')}
        </h2>
        <ul className="tb-benefits">
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <div aria-hidden className="tb-disc">
                {b.icon}
              </div>
              <div>
                <h3 className="tb-body1 tb-strong">{t(b.title)}</h3>
                <p className="tb-body2 tb-secondary">{t(b.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
