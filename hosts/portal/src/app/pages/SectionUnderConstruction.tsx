import { useRouteMeta } from '@wz/app-kit';
import { SectionLayout } from '../shell/SectionLayout';
import { UnderConstruction } from '../shell/UnderConstruction';
import { isSectionKey } from '../routing/sections';
import NotFound from './NotFound';

/** A section page whose section has not been built yet: the section's real banner and menus, no content. */
export default function SectionUnderConstruction() {
  const meta = useRouteMeta();
  if (!meta.section || !isSectionKey(meta.section)) return <NotFound />;
  const title = meta.title ?? '栏目';
  return (
    <SectionLayout section={meta.section} breadcrumb={[{ label: title }]}>
      <UnderConstruction title={title} />
    </SectionLayout>
  );
}
