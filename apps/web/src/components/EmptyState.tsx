import type { ReactNode } from 'react';
import { InboxOutlinedSvg } from './plainIcons';

interface Props {
  title?: string;
  text?: ReactNode;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A calm box for "nothing here" states, with the original title and text. Plain (app/readerCss.ts: .tb-empty). */
export function EmptyState({ title, text, headingLevel = 2, children }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="tb-empty">
      <InboxOutlinedSvg />
      {title && <Heading className="tb-empty-title">{title}</Heading>}
      {text && <p className={title ? 'tb-empty-text tb-empty-text-after' : 'tb-empty-text'}>{text}</p>}
      {children}
    </div>
  );
}
