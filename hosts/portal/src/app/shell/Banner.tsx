import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { BannerSkeleton } from '@wz/ui';
import { useRead } from '@wz/sdk/react';
import { bannerOf, HOME_BANNER } from '../routing/frameReads';
import type { RouteMeta } from '@wz/app-kit';
import { isSectionKey, type SectionKey } from '../routing/sections';
import { useSectionMenu } from './sectionMenu';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/**
 * The banner of a page: `banner` with belong_id (0 = home, else the section's menu id), shown by
 * @wz/ui's BannerCarousel (big carousel or small slider, video dialog). `pending` keeps the skeleton
 * while the caller is still resolving the belong_id.
 */
export function Banner({
  belongId,
  pending = false,
}: {
  belongId: number | undefined;
  pending?: boolean;
}) {
  const { data, error, isLoading } = useRead(
    belongId === undefined ? null : bannerOf(belongId),
  );
  const navigate = useNavigate();
  if (error) return null;
  if (pending || isLoading || !data) {
    // The server answers 'big' for the home page and 'small' for sections (pending = a section still
    // resolving its menu id): the placeholder takes that variant's exact height, so nothing moves.
    return (
      <div data-testid="banner-skeleton" aria-hidden="true">
        <BannerSkeleton variant={belongId === HOME_BANNER ? 'big' : 'small'} />
      </div>
    );
  }
  if (data.list.length === 0) return null;
  return (
    <Suspense fallback={<BannerSkeleton variant={data.style} />}>
      <BannerCarousel variant={data.style} list={data.list} onHome={() => navigate('/')} />
    </Suspense>
  );
}

function SectionBanner({ section }: { section: SectionKey }) {
  const { item } = useSectionMenu(section);
  return <Banner belongId={item?.id} pending={!item} />;
}

/**
 * The banner at the top of the home and section pages. The shell renders it, not the page: it needs
 * no page code, so it (usually the largest paint) shows while the page's chunk is still loading, and
 * it stays put when moving between pages of one section.
 */
export function PageBanner({ route }: { route: RouteMeta }) {
  if (route.banner === 'home') {
    return (
      <div className="page-banner">
        <Banner belongId={HOME_BANNER} />
      </div>
    );
  }
  if (route.banner === 'section' && route.section && isSectionKey(route.section)) {
    return (
      <div className="page-banner" key={route.section}>
        <SectionBanner section={route.section} />
      </div>
    );
  }
  return null;
}
