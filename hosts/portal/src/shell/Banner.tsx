import { useApi } from '../lib/api';
import { BannerView } from './BannerView';

/**
 * The banner of a page: `banner` with belong_id (0 = home, else the section's menu id).
 * `pending` keeps the skeleton while the caller is still resolving the belong_id.
 */
export function Banner({ belongId, pending = false }: { belongId: number | undefined; pending?: boolean }) {
  const { data, error, isLoading } = useApi('banner', belongId === undefined ? null : { belong_id: belongId });
  if (error) return null;
  if (pending || isLoading || !data) {
    return <div className="skeleton skeleton--banner" aria-hidden="true" data-testid="banner-skeleton" />;
  }
  if (data.list.length === 0) return null;
  return <BannerView style={data.style} items={data.list} />;
}
