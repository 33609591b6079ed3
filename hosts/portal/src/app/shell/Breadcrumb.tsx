import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb as UiBreadcrumb } from '@wz/ui';

export interface Crumb {
  label: string;
  to?: string;
}

/** The page's breadcrumb trail; its links navigate inside the app. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const navigate = useNavigate();
  return (
    <UiBreadcrumb
      className="breadcrumb"
      items={items.map((c) => ({
        label: c.label,
        ...(c.to
          ? {
              href: c.to,
              onClick: (e: MouseEvent) => {
                e.preventDefault();
                navigate(c.to!);
              },
            }
          : {}),
      }))}
    />
  );
}
