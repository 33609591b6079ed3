import { useState } from 'react';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, Dialog } from '@wz/ui';
import { DemandList, PublishDemand } from '../parts/Demands';
import '../wzmall.css';

/** /usercenter/wzmall/need: the member's own demands, and publishing one. */
export default function Needs() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const list = useRead(reads.mallMyDemands({ page }));
  return (
    <section className="card" aria-labelledby="needs-title">
      <div className="mall-bar">
        <h1 id="needs-title">我的需求</h1>
        <Button onClick={() => setOpen(true)}>发布需求</Button>
      </div>
      <DemandList list={list} page={page} onPage={setPage} label="我的需求列表" />
      <Dialog open={open} onClose={() => setOpen(false)} title="发布需求">
        <PublishDemand onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}
