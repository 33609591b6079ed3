import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { pictureId } from '@wz/app-kit/kinds';
import { SettleInKind } from '@wz/app-kit/kinds';
import { OPERATOR_TYPES, tourUserPath } from '../params';
import '../tour.css';

const schema = v.object({
  type: v.picklist(['scenic', 'agency'], '请选择入驻类型（景区或旅行社）'),
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '名称 2–40 个字'), v.maxLength(40, '名称 2–40 个字')),
  licence: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传营业执照图片')),
  contact: v.pipe(v.string(), v.trim(), v.minLength(2, '联系人 2–20 个字'), v.maxLength(20, '联系人 2–20 个字')),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号（如 0515-88880000）')),
});

/** /release/tour: a member settles as a scenic spot or travel agency (入驻), and sees how the review stands. */
export default function TourRelease() {
  return (
    <div className="container tour-release">
    <SettleInKind
      title="旅游入驻"
      description="景区、旅行社入驻后，可在个人中心编辑自己的旅游页面，游客可在旅游频道浏览并留言。每个账号可入驻一次。"
      status={reads.tourRuzhuStatus({})}
      statusOf={(d) => d}
      schema={schema}
      empty={{ type: 'scenic', name: '', licence: [], contact: '', phone: '' }}
      fields={[
        { kind: 'radio', name: 'type', label: '入驻类型', required: true, options: Object.entries(OPERATOR_TYPES).map(([value, label]) => ({ value, label })) },
        { kind: 'text', name: 'name', label: '景区/旅行社名称', required: true, maxLength: 40 },
        { kind: 'image', name: 'licence', label: '营业执照', required: true, hint: '请上传清晰的营业执照或经营许可证照片' },
        { kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 },
        { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
      ]}
      apply="tourRuzhu"
      toParams={({ licence, ...rest }) => ({ ...rest, licence: pictureId(licence) })}
      approved={{ to: tourUserPath('base'), label: '去编辑我的旅游页面' }}
    />
    </div>
  );
}
