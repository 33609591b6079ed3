import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, Dialog, Skeleton } from '@wz/ui';
import { AddressForm } from './AddressForm';

/** The checkout's delivery address: choose one, add one (dialog), edit one (editAddress). */
export function AddressPicker({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const list = useRead(reads.mallAddresses());
  const [adding, setAdding] = useState(false);
  const addresses = list.data;
  // nothing chosen yet (or the chosen one was deleted): the default address, listed first
  const first = addresses?.[0]?.id;
  const known = value !== undefined && addresses?.some((a) => a.id === value);
  useEffect(() => {
    if (first !== undefined && !known) onChange(first);
  }, [first, known, onChange]);
  return (
    <section className="card" aria-labelledby="address-title">
      <div className="mall-bar">
        <h2 id="address-title">收货地址</h2>
        <Button size="sm" onClick={() => setAdding(true)}>新增地址</Button>
      </div>
      {!addresses ? (
        <Skeleton lines={2} label="地址加载中" />
      ) : addresses.length === 0 ? (
        <p>还没有收货地址，请先新增一个。</p>
      ) : (
        <div role="radiogroup" aria-label="选择收货地址" className="mall-addresses">
          {addresses.map((a) => (
            <label key={a.id} className="mall-address">
              <input type="radio" name="address" checked={value === a.id} onChange={() => onChange(a.id)} />
              <span>
                {a.name} {a.phone} {a.province}{a.city === a.province ? '' : a.city}{a.district}{a.address}
                {a.is_default ? <em className="mall-tag">默认</em> : null}
              </span>
              <Link to={`/usercenter/wzmall/editAddress?id=${a.id}`}>编辑</Link>
            </label>
          ))}
        </div>
      )}
      <Dialog open={adding} onClose={() => setAdding(false)} title="新增收货地址" width={560}>
        <AddressForm
          onSaved={(id) => {
            setAdding(false);
            onChange(id);
          }}
        />
      </Dialog>
    </section>
  );
}
