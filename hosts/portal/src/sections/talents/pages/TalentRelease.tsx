import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { SettleInKind } from '@wz/app-kit/kinds';
import { talentsUserPath } from '../params';
import { companyFields, companyParams, companySchema, emptyCompany } from '../user/company';
import '../talents.css';

/** /release/talent: a company settles as a recruiter (企业入驻), and sees how the review stands. */
export default function TalentRelease() {
  const filters = useRead(reads.talentFilters({})).data;
  return (
    <div className="container talent-release">
      <SettleInKind
        title="企业入驻"
        description="企业入驻审核通过后，可以在个人中心发布职位、查看收到的简历并邀请求职者面试。每个账号可入驻一家企业；求职者无需入驻，直接填写简历即可投递。"
        status={reads.talentRole({})}
        statusOf={(d) => ({ status: d.status, reason: d.reason, name: d.name, inputtime: d.inputtime })}
        schema={companySchema}
        empty={emptyCompany}
        fields={companyFields(filters)}
        apply="talentRuzhu"
        toParams={companyParams}
        approved={{ to: talentsUserPath('position'), label: '去发布职位' }}
      />
    </div>
  );
}
