import { EllipsisText, VisuallyHiddenText } from './Ellipsis.styles';

/** The spec's ellipsis length (000 §9). */
const DEFAULT_LENGTH = 25;

export interface EllipsisProps {
  /** The full text. */
  children: string;
  /** Characters shown before the ellipsis; defaults to 25. */
  length?: number;
  className?: string;
}

/**
 * Text cut at `length` characters (whole characters, so emoji and CJK extensions never split)
 * with "…"; the full text is the hover title and what screen readers read.
 */
export function Ellipsis({ children, length = DEFAULT_LENGTH, className }: EllipsisProps) {
  const characters = Array.from(children);
  if (characters.length <= length) {
    return <EllipsisText className={className}>{children}</EllipsisText>;
  }
  return (
    <EllipsisText className={className} title={children}>
      <span aria-hidden="true">{`${characters.slice(0, Math.max(0, length)).join('')}…`}</span>
      <VisuallyHiddenText>{children}</VisuallyHiddenText>
    </EllipsisText>
  );
}
