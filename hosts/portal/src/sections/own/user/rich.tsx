import { RichTextKind } from '@wz/app-kit/kinds';
import { gate, mine } from './mine';

export function Detail() {
  return <RichTextKind title="详细介绍" description="主页上的自我介绍，可以图文并茂" read={mine} gate={gate} pick={(d) => d.content} write="ownSaveDetail" toParams={(html) => ({ html })} placeholder="介绍一下自己，至少 10 个字" />;
}
