import { isHttpUrl } from '@wz/ui';
import { useLocation } from 'react-router-dom';
import { usePortalConfig } from '@wz/app-kit';
import { UnderConstruction } from '../../../app/shell/UnderConstruction';

/** /seller/wzmall/* belongs to the separate seller-centre host; this page links there when one is deployed. */
export default function SellerLink() {
  const { sellerUrl } = usePortalConfig();
  const { pathname, search } = useLocation();
  const target = sellerUrl && isHttpUrl(sellerUrl) ? `${sellerUrl.replace(/\/$/, '')}${pathname}${search}` : undefined;
  return (
    <div className="container">
      {target ? (
        <section className="state-panel" aria-labelledby="seller-title">
          <h1 id="seller-title">商家中心</h1>
          <p>商家中心是独立的应用，请在新窗口中继续。</p>
          <p>
            <a className="btn btn--primary" href={target} target="_blank" rel="noopener noreferrer">
              打开商家中心
            </a>
          </p>
        </section>
      ) : (
        <UnderConstruction title="商家中心" note="商家中心是独立的应用，本站尚未部署。" />
      )}
    </div>
  );
}
