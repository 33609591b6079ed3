import { useNavigate, useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { AddressForm } from '../parts/AddressForm';

/** /usercenter/wzmall/editAddress[?id=]: add an address, or edit one of the member's own. */
export default function EditAddress() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(search.get('id')) || 0;
  const list = useRead(reads.mallAddresses());
  const address = id ? list.data?.find((a) => a.id === id) : undefined;
  return (
    <section className="card" aria-labelledby="edit-address-title">
      <h1 id="edit-address-title">{id ? '编辑收货地址' : '新增收货地址'}</h1>
      {id && !list.data ? (
        <Skeleton lines={4} label="地址加载中" />
      ) : id && !address ? (
        <p role="alert">收货地址不存在</p>
      ) : (
        <AddressForm key={id} {...(address ? { address } : {})} onSaved={() => navigate('/usercenter/wzmall/configAddress')} />
      )}
    </section>
  );
}
