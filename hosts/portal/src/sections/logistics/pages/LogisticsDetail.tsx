import { Link, useNavigate, useParams } from 'react-router-dom';
import { fetchRead, isApiError, reads } from '@wz/sdk';
import { usePortalClient, useRead, useWrite } from '@wz/sdk/react';
import { DetailSection } from '@wz/ui';
import { ListingDescription, ListingDetail } from '@wz/app-kit/listing/ui';
import { useSession } from '../../../app/lib/api';
import { logisticsFacts, logisticsPrice, routeOf } from '../card';
import { snOf, tabOf } from '../params';
import { companyPath, indexPath } from '../links';
import { ContactBox } from './ContactBox';
import '../logistics.css';

/** /logistics/detail/{sn}/{tab}/{id}: route, facts, price, contact (the number for members), 留言, 收藏 and 分享 (counted). */
export default function LogisticsDetail() {
  const params = useParams();
  const sn = snOf(params.sn);
  const tab = tabOf(params.tab);
  const id = Number(params.id) || 0;
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const client = usePortalClient();
  const connect = useWrite('logisticsConnect');
  const share = useWrite('logisticsShare');
  const { data: item, error, isLoading } = useRead(id ? reads.logisticsDetail({ id }) : null);
  const missing = !id || (isApiError(error) && error.kind === 'api');
  const price = item ? logisticsPrice(item) : undefined;
  const back = indexPath(sn, tab);
  return (
    <ListingDetail
      section="logistics"
      breadcrumb={[{ label: '物流', to: back }, { label: item?.title ?? '物流详情' }]}
      missing={missing}
      missingText="信息不存在或已下架"
      back={{ label: '返回物流列表', to: back }}
      {...(item && !isLoading ? { item } : {})}
      favourite={{ kind: 'logistics', id }}
      // shares are counted (logistics/share): the count refreshes with the detail
      share={{ count: item?.sharecount, record: () => void share.trigger({ id }).catch(() => undefined) }}
      galleryLabel="物流图片"
      price={price && <p className="listing-price"><strong>{price.price}</strong> {price.priceUnit}</p>}
      facts={item ? logisticsFacts(item) : []}
      contactRole={item?.company_name || (tab === 'hy' ? '货主' : '车主')}
      // the number is for members: a guest goes to login; a member's look is recorded for the publisher
      revealPhone={async () => {
        if (!loggedIn) {
          navigate('/login');
          throw new Error('请先登录');
        }
        if (item?.mine) return (await fetchRead(client, reads.myLogistics({ id }))).contact_phone;
        return (await connect.trigger({ item_id: id })).phone;
      }}
    >
      {item && (
        <>
          <DetailSection title="线路">
            <p className="logistics-route__line">{routeOf(item)}</p>
            {item.address ? <p>装货地址：{item.address}</p> : null}
            {item.company_id ? <p>发布企业：<Link to={companyPath(item.company_id)}>{item.company_name}</Link></p> : null}
          </DetailSection>
          <ListingDescription title="详细说明" text={item.description} />
          <ContactBox itemId={item.id} mine={item.mine} />
        </>
      )}
    </ListingDetail>
  );
}
