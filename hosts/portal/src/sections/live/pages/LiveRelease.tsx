import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { SettleInKind } from '@wz/app-kit/kinds';
import { liveUserPath } from '../params';
import { emptyProvider, providerFields, providerParams, providerSchema } from '../user/provider';
import '../live.css';

/** /release/live: a member settles as a provider (个人或商家, 入驻), and sees how the review stands. */
export default function LiveRelease() {
  const filters = useRead(reads.liveFilters({})).data;
  return (
    <div className="container live-release">
      <SettleInKind
        title="生活服务商入驻"
        description="家政、维修、搬家、家教等服务商入驻审核通过后，可以发布服务并接收预约。发布需求无需入驻。"
        status={reads.liveRuzhuStatus({})}
        statusOf={(d) => d}
        schema={providerSchema}
        empty={emptyProvider}
        fields={providerFields(filters)}
        apply="liveRuzhu"
        toParams={providerParams}
        approved={{ to: liveUserPath('liveInfo'), label: '去发布服务' }}
      />
    </div>
  );
}
