import { RichTextKind } from '@wz/app-kit/kinds';
import { gate, mine } from './mine';
import { VideoBlock } from './video';
import '../market.css';

/** 详细介绍: the company's introduction (rich text) and its video. */
export function Detail() {
  return (
    <>
      <RichTextKind title="详细介绍" description="企业页面上的介绍，可以图文并茂" read={mine} gate={gate} pick={(d) => d.content} write="marketSaveDetail" toParams={(html) => ({ html })} placeholder="介绍企业的历史、主营业务和优势，至少 10 个字" />
      <VideoBlock />
    </>
  );
}
