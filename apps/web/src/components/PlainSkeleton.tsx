import type { CSSProperties, HTMLAttributes } from 'react';

export type SkeletonVariant = 'text' | 'rounded' | 'circular' | 'rectangular';

type Props = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  variant?: SkeletonVariant;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A text line's size: the line is as tall as a line of text of this size. */
  fontSize?: CSSProperties['fontSize'];
};

/**
 * A loading placeholder: MUI's Skeleton as a plain element of the reader sheet (`.tb-skeleton`,
 * app/readerCss.ts), so the reader pages' loading states carry no MUI (its styling engine stays out
 * of the reader's start-up).
 */
export function PlainSkeleton({ variant = 'text', width, height, fontSize, className, style, ...rest }: Props) {
  return <span {...rest} className={`tb-skeleton tb-skeleton-${variant}${className ? ` ${className}` : ''}`} style={{ width, height, fontSize, ...style }} />;
}
