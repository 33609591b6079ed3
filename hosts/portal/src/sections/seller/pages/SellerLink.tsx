import { useEffect, useState } from 'react';
import { isHttpUrl } from '@wz/ui';
import { useLocation } from 'react-router-dom';
import { usePortalConfig } from '@wz/app-kit';
import { UnderConstruction } from '../../../app/shell/UnderConstruction';

/** The URL this document was loaded from (the server's answer for it), or undefined when unknown. */
function documentPath(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry ? new URL(entry.name).pathname : undefined;
}

/**
 * /seller/wzmall/* belongs to the seller-centre host (hosts/seller), served on this origin by `pnpm start`:
 * reached by a link inside the portal, the page loads it from the server. When the server answered this very
 * URL with the portal (no seller centre deployed here), it says so instead of reloading in a loop; a seller
 * centre on another origin (config `sellerUrl`) is linked.
 */
export default function SellerLink() {
  const { sellerUrl } = usePortalConfig();
  const { pathname, search } = useLocation();
  const [servedHere, setServedHere] = useState<boolean | undefined>(undefined);
  const target = sellerUrl && isHttpUrl(sellerUrl) ? `${sellerUrl.replace(/\/$/, '')}${pathname}${search}` : undefined;
  useEffect(() => {
    if (target) return;
    if (documentPath() === pathname) setServedHere(false);
    else {
      setServedHere(true);
      window.location.assign(pathname + search);
    }
  }, [target, pathname, search]);
  if (!target && servedHere !== false) return <div className="container" role="status">正在打开商家中心…</div>;
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
