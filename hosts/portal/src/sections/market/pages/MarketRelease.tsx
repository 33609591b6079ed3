import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { pictureId, SettleInKind } from '@wz/app-kit/kinds';
import { marketUserPath } from '../params';
import { companyFields, companySchema, picture } from '../user/profile';
import '../market.css';

const schema = v.object({ ...companySchema, licence: v.pipe(picture, v.minLength(1, '请上传营业执照')) });

/** /release/market: a member settles a company (入驻; one per member), and sees how the review stands. */
export default function MarketRelease() {
  const shuxing = useRead(reads.marketGetShuxing({})).data?.lists ?? [];
  const leibie = useRead(reads.marketGetLeibie({})).data?.lists ?? [];
  return (
    <div className="container market-release">
      <SettleInKind
        title="企业入驻"
        description="入驻后企业会出现在市场的企业名录中，可以发布商品、公告、资讯和企业视频，访客可以关注、点赞和留言。每个账号可入驻一家企业。"
        status={reads.marketRuzhuStatus({})}
        statusOf={(d) => d}
        schema={schema}
        empty={{ shuxing: '', name: '', leibie: '', city: '', contact: '', phone: '', licence: [] }}
        fields={[...companyFields(shuxing, leibie), { kind: 'image', name: 'licence', label: '营业执照', required: true, hint: '清晰的营业执照照片，仅用于审核和资质展示' }]}
        apply="marketRuzhu"
        toParams={({ licence, shuxing: s, leibie: l, ...rest }) => ({ ...rest, shuxing: Number(s), leibie: Number(l), licence: pictureId(licence) })}
        approved={{ to: marketUserPath('base'), label: '去完善企业信息' }}
      />
    </div>
  );
}
