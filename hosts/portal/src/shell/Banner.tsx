import { useNavigate } from 'react-router-dom';
import { BannerCarousel } from '@wz/ui';
import { useApi } from '../lib/api';

/**
 * The banner of a page: `banner` with belong_id (0 = home, else the section's menu id), shown by
 * @wz/ui's BannerCarousel (big carousel or small slider, video dialog). `pending` keeps the skeleton
 * while the caller is still resolving the belong_id.
 */
export function Banner({ belongId, pending = false }: { belongId: number | undefined; pending?: boolean }) {
  const { data, error, isLoading } = useApi('banner', belongId === undefined ? null : { belong_id: belongId });
  const navigate = useNavigate();
  if (error) return null;
  if (pending || isLoading || !data) {
    return (
      <div
        className={belongId === 0 || pending ? 'skeleton skeleton--banner' : 'skeleton skeleton--banner-small'}
        aria-hidden="true"
        data-testid="banner-skeleton"
      />
    );
  }
  if (data.list.length === 0) return null;
  return <BannerCarousel variant={data.style} list={data.list} onHome={() => navigate('/')} />;
}
