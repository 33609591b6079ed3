import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Empty, Skeleton, toast } from '@wz/ui';
import '../wzmall.css';

/** /usercenter/wzmall/configAddress: the member's delivery addresses (default first), add, edit, delete, set default. */
export default function Addresses() {
  const list = useRead(reads.mallAddresses());
  const remove = useWrite('mallDeleteAddress');
  const save = useWrite('mallSaveAddress');
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <section className="card" aria-labelledby="addresses-title">
      <div className="mall-bar">
        <h1 id="addresses-title">收货地址</h1>
        <Link to="/usercenter/wzmall/editAddress">新增收货地址</Link>
      </div>
      {!list.data ? (
        list.error ? <p role="alert">{errorMessage(list.error, '地址加载失败')}</p> : <Skeleton lines={3} label="地址加载中" />
      ) : list.data.length === 0 ? (
        <Empty>还没有收货地址</Empty>
      ) : (
        <ul className="mall-lines">
          {list.data.map((a) => (
            <li key={a.id} data-testid="address-row">
              <span>
                {a.name} {a.phone} {a.province}{a.city === a.province ? '' : a.city}{a.district}{a.address}
              </span>
              {a.is_default ? <em className="mall-tag">默认</em> : <Button size="sm" variant="link" onClick={() => void save.trigger({ ...a, is_default: 1 }).then(() => toast.success('已设为默认'))}>设为默认</Button>}
              <Link to={`/usercenter/wzmall/editAddress?id=${a.id}`}>编辑</Link>
              <Button size="sm" variant="link" onClick={() => setDeleting(a.id)}>删除</Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除地址"
        message="确定删除这个收货地址吗？"
        danger
        onConfirm={async () => {
          const id = deleting!;
          setDeleting(null);
          try {
            await remove.trigger({ id });
            toast.success('删除成功');
          } catch (err) {
            toast.error(errorMessage(err, '删除失败'));
          }
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
