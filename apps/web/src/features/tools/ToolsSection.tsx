import { useQuery } from '@apollo/client/react';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import { AvatarImage } from '../../components/AvatarImage';
import { EmptyState } from '../../components/EmptyState';
import { OpenInNewSvg } from '../../components/plainIcons';
import { ToolsDocument } from '../../generated/graphql';
import { useLocalName, useT } from '../../i18n';

export const TOOLS_EMPTY = "Coming soon! We're working on amazing parenting tools for you.";

/** 'Parenting Tools & Resources' (anchor #tools): every active tool, opening its site in a new tab. */
export function ToolsSection() {
  const { data, loading } = useQuery(ToolsDocument);
  const t = useT();
  const nameOf = useLocalName();
  const tools = data?.tools ?? [];
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-tool): the home page renders every tool.
  return (
    <section id="tools" aria-labelledby="tools-heading" className="tb-tools">
      <h2 id="tools-heading" className="tb-h2 tb-section-title">
        {t('tools.title')}
      </h2>
      <p className="tb-body1 tb-secondary tb-section-intro">{t('tools.intro')}</p>
      {loading && !data ? (
        <div className="tb-grid tb-grid-3">
          {[0, 1, 2].map((i) => (
            <PlainSkeleton key={i} variant="rounded" height={150} />
          ))}
        </div>
      ) : tools.length === 0 ? (
        <EmptyState text={TOOLS_EMPTY} />
      ) : (
        <div className="tb-grid tb-grid-3">
          {tools.map((tool) => (
            <div key={tool.id} className="tb-tool">
              <a href={tool.url} target="_blank" rel="noopener noreferrer">
                <div className="tb-tool-body">
                  <div className="tb-tool-head">
                    <AvatarImage
                      variant="rounded"
                      src={tool.logoUrl}
                      srcset={tool.logo?.srcset}
                      alt={t('tools.logoAlt', { name: nameOf(tool) })}
                      size={56}
                      color="secondary"
                      fallback={nameOf(tool).charAt(0)}
                    />
                    <h3>{nameOf(tool)}</h3>
                  </div>
                  <p className="tb-body2 tb-secondary">{tool.description}</p>
                  <div className="tb-tool-visit">
                    {t('tools.visit')} <OpenInNewSvg />
                    <span className="tb-sr-only">{t('common.newTab')}</span>
                  </div>
                </div>
              </a>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
