import type { ReactNode } from 'react';
import './account.css';

/** The card the login, register and forgot-password forms sit in, headed by the page's title. */
export function AuthCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
