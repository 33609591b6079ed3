import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { pictureId, SettleInKind } from '@wz/app-kit/kinds';
import { infoUserPath } from '../params';
import '../information.css';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const schema = v.object({
  name: sized(2, 20, '名称'),
  jianjie: sized(5, 200, '简介'),
  logo: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传头像/标志')),
  contact: sized(2, 20, '联系人'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号（如 0515-88880000）')),
});

/** /release/information: a member settles as an information publisher (入驻), and sees how the review stands. */
export default function InformationRelease() {
  return (
    <div className="container info-release">
      <SettleInKind
        title="资讯入驻"
        description="个人、媒体和机构入驻后，可在个人中心建立栏目、发布文章，读者可以评论、点赞和留言。每个账号可入驻一次。"
        status={reads.informationRuzhuStatus({})}
        statusOf={(d) => d}
        schema={schema}
        empty={{ name: '', jianjie: '', logo: [], contact: '', phone: '' }}
        fields={[
          { kind: 'text', name: 'name', label: '资讯号名称', required: true, maxLength: 20, hint: '读者看到的作者名，2–20 个字' },
          { kind: 'textarea', name: 'jianjie', label: '简介', required: true, maxLength: 200, rows: 3, hint: '一句话介绍你写什么，5–200 个字' },
          { kind: 'image', name: 'logo', label: '头像/标志', required: true },
          { kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 },
          { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
        ]}
        apply="informationRuzhu"
        toParams={({ logo, ...rest }) => ({ ...rest, logo: pictureId(logo) })}
        approved={{ to: infoUserPath('moduleList'), label: '去建立栏目、发布文章' }}
      />
    </div>
  );
}
