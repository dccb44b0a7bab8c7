import type { ReactNode } from 'react';

/** A framed block of the wall with its title. */
export function Panel({
  title,
  extra,
  children,
  className,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`dashboard-panel ${className ?? ''}`} data-testid={testId}>
      {title ? (
        <header className="dashboard-panel-title">
          <span>{title}</span>
          {extra}
        </header>
      ) : null}
      <div className="dashboard-panel-body">{children}</div>
    </section>
  );
}
