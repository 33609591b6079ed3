import { useNavigate } from 'react-router-dom';
import { TextField, useSchemaForm } from '@wz/ui';
import { isApiError } from '@wz/sdk';
import { useChangePassword } from '@wz/sdk/react';
import { passwordSchema } from '../profile';
import { EditForm } from '@wz/app-kit';

/**
 * personInfo/changePassword: current, new and again. As on 淘宝/京东 a changed password signs the member
 * out everywhere (the SDK clears this session too): they log in again with the new one.
 */
export default function ChangePassword() {
  const change = useChangePassword();
  const navigate = useNavigate();
  const form = useSchemaForm(passwordSchema, {
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  return (
    <EditForm
      title="修改密码"
      description="修改成功后，所有设备上的登录都将失效，请使用新密码重新登录。"
      form={form}
      submitLabel="确认修改"
      onSubmit={async (values) => {
        try {
          const { message } = await change.trigger(values);
          navigate('/login', { replace: true, state: { notice: message } });
        } catch (error) {
          // refusals about the current password (原密码不正确, too many tries) go on its field; others (a
          // sub-account's password is its owner's to manage) stay above the form
          if (isApiError(error) && error.code === 201 && error.msg.includes('原密码')) throw { old_password: error.msg };
          throw error;
        }
      }}
    >
      <TextField name="old_password" type="password" label="原密码" required autoComplete="current-password" />
      <TextField
        name="new_password"
        type="password"
        label="新密码"
        required
        autoComplete="new-password"
        hint="6–64 位，不能与原密码相同"
      />
      <TextField name="confirm_password" type="password" label="确认新密码" required autoComplete="new-password" />
    </EditForm>
  );
}
