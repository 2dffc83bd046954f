import { type ReactNode, useId } from 'react';

interface TitledCardProps {
  title: ReactNode;
  /** Added to `card`. */
  className?: string;
  titleClassName: string;
  children: ReactNode;
}

/** A card named by its own heading, so screen readers list it as a region under that name. */
export function TitledCard({ title, className, titleClassName, children }: TitledCardProps) {
  const titleId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
