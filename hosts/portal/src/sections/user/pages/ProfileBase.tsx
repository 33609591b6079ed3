import * as v from 'valibot';
import { Field, TextField, toast, useSchemaForm } from '@wz/ui';
import { useGetUserInfo, useUpdateUserInfo } from '@wz/sdk/react';
import { maskedPhone, nicknameSchema } from '../profile';
import { EditForm, useRecordForm } from '../templates/EditForm';

const schema = v.object({ nickname: nicknameSchema });

/** personInfo/base: username and masked phone (read-only), nickname to edit. */
export default function ProfileBase() {
  const info = useGetUserInfo({});
  const save = useUpdateUserInfo();
  const form = useSchemaForm(schema, { defaultValues: { nickname: '' } });
  const me = info.data;
  useRecordForm(form, me ? { nickname: me.nickname } : undefined, me?.id);

  return (
    <EditForm
      title="基本资料"
      form={form}
      loading={!me}
      loadError={me ? undefined : info.error}
      onRetry={() => void info.mutate()}
      onSubmit={async (values) => {
        const { userInfo, message } = await save.trigger({ nickname: values.nickname });
        form.reset({ nickname: userInfo.nickname });
        toast.success(message);
      }}
    >
      <Field label="用户名">
        {(control) => (
          <output {...control} className="user-edit__static" data-testid="profile-username">
            {me?.username}
          </output>
        )}
      </Field>
      <Field label="手机号" hint="绑定的手机号用于登录和找回密码">
        {(control) => (
          <output {...control} className="user-edit__static" data-testid="profile-phone">
            {maskedPhone(me?.phone)}
          </output>
        )}
      </Field>
      <TextField name="nickname" label="昵称" required maxLength={16} hint="2–16 个字，显示在页头和您的评论中" />
    </EditForm>
  );
}
