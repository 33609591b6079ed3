import type { SectionKey } from '../routes/sections';
import { SectionLayout } from './SectionLayout';
import { UnderConstruction } from './UnderConstruction';

/** A section page not built yet: the section's banner, menus and breadcrumb around the honest state. */
export function PendingSectionPage({ section, title }: { section: SectionKey; title: string }) {
  return (
    <SectionLayout section={section} breadcrumb={[{ label: title }]}>
      <UnderConstruction title={title} />
    </SectionLayout>
  );
}
