import { useId, type ReactNode } from 'react';
import { CardBody, CardExtra, CardHeader, CardRoot, CardTitle } from './Card.styles';

export interface CardProps {
  /** The heading; the card is a region named by it. */
  title?: ReactNode;
  /** Actions at the header's right (e.g. a "more" link). */
  extra?: ReactNode;
  /** A custom header instead of title + extra. */
  header?: ReactNode;
  /** When the shadow shows. */
  shadow?: 'always' | 'hover' | 'never';
  /** Heading level of the title; h3 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children?: ReactNode;
  className?: string;
}

/** A bordered container with an optional header (title and extra) and a body. */
export function Card({
  title,
  extra,
  header,
  shadow = 'always',
  headingLevel = 3,
  children,
  className,
}: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null;
  const hasHeader = header !== undefined || hasTitle || extra !== undefined;
  return (
    <CardRoot
      className={className}
      data-shadow={shadow}
      aria-labelledby={hasTitle && header === undefined ? titleId : undefined}
      as={hasTitle ? 'section' : 'div'}
    >
      {hasHeader ? (
        <CardHeader>
          {header ?? (
            <>
              {hasTitle ? (
                <CardTitle id={titleId} as={`h${headingLevel}`}>
                  {title}
                </CardTitle>
              ) : (
                <span />
              )}
              {extra !== undefined ? <CardExtra>{extra}</CardExtra> : null}
            </>
          )}
        </CardHeader>
      ) : null}
      <CardBody>{children}</CardBody>
    </CardRoot>
  );
}
