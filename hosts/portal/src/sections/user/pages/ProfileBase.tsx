import * as v from 'valibot';
import { Field, FormField, ImageUploader, TextField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import type { UserInfo } from '@wz/sdk';
import { useGetUserInfo, useUpdateUserInfo, useUpload } from '@wz/sdk/react';
import { maskedPhone, nicknameSchema } from '../profile';
import { EditForm, useRecordForm } from '@wz/app-kit';

/** The avatar the member already has: shown in the uploader, not sent again unless replaced. */
const CURRENT = 'current';

const schema = v.object({
  nickname: nicknameSchema,
  avatar: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传头像')),
});

const valuesOf = (me: UserInfo) => ({
  nickname: me.nickname,
  avatar: me.avatar ? [{ id: CURRENT, url: me.avatar }] : [],
});

/** personInfo/base: username and masked phone (read-only); nickname and avatar (square, cropped) to edit. */
export default function ProfileBase() {
  const info = useGetUserInfo({});
  const save = useUpdateUserInfo();
  const upload = useUpload('avatar');
  const form = useSchemaForm(schema, { defaultValues: { nickname: '', avatar: [] } });
  const me = info.data;
  useRecordForm(form, me ? valuesOf(me) : undefined, me?.id);

  return (
    <EditForm
      title="基本资料"
      form={form}
      loading={!me}
      loadError={me ? undefined : info.error}
      onRetry={() => void info.mutate()}
      onSubmit={async (values) => {
        const picked = values.avatar[0]!.id;
        const { userInfo, message } = await save.trigger({
          nickname: values.nickname,
          ...(picked === CURRENT ? {} : { avatar: Number(picked) }),
        });
        form.reset(valuesOf(userInfo));
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
      <FormField<UploadedImage[]> name="avatar" label="头像" required kind="group" hint="正方形显示；换头像请先删除当前头像再添加">
        {(field, control) => (
          <ImageUploader
            value={field.value}
            onChange={field.onChange}
            upload={upload}
            maxCount={1}
            cropAspect={1}
            maxEdge={512}
            label="头像"
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
          />
        )}
      </FormField>
    </EditForm>
  );
}
