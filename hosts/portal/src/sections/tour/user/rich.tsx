import { RichTextKind } from '@wz/app-kit/kinds';
import { gate, mine } from './mine';

export function Detail() {
  return <RichTextKind title="详细介绍" description="详情页的图文介绍：景点、线路、交通和服务" read={mine} gate={gate} pick={(d) => d.content} write="tourSaveDetail" toParams={(html) => ({ html })} placeholder="介绍景点、线路、交通和服务…" />;
}

export function Introduce() {
  return <RichTextKind title="景区介绍" description="介绍景区或旅行社本身：资质、历史和团队" read={mine} gate={gate} pick={(d) => d.introduce} write="tourSaveIntroduce" toParams={(html) => ({ html })} />;
}
