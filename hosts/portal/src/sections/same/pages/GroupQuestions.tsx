import { Link, useSearchParams } from 'react-router-dom';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { GroupFrame, isManager, isMember, MembersOnly, Pager } from '../frame';
import { QuestionItem } from '../items';
import { askPath, idOf, pageOf, PER_PAGE, questionsPath, sameQuestionsReads } from '../params';

/** /same/detail/zhiwen?id=: questions members put to the managers (质问), and the managers' answers. */
export default function GroupQuestions() {
  const [search] = useSearchParams();
  const id = idOf(search);
  const page = pageOf(search);
  const r = useRouteReads(sameQuestionsReads);
  const read = useRead(r.group ?? null);
  const questions = useRead(r.questions ?? null);
  return (
    <GroupFrame id={id} read={read} tab="zhiwen" crumb="质问">
      {(home) => (
        <div className="same-columns">
          <div className="same-section__head">
            <h2>质问管理员</h2>
            {isMember(home.role) ? <Link className="same-btn same-btn--primary" to={askPath(id)}>发起质问</Link> : null}
          </div>
          <MembersOnly home={home} what="向管理员质问" />
          {questions.data ? (
            <>
              {questions.data.lists.length ? (
                <ul className="same-items">{questions.data.lists.map((q) => <QuestionItem key={q.id} q={q} canAnswer={isManager(home.role)} />)}</ul>
              ) : (
                <p className="same-muted">还没有质问</p>
              )}
              <Pager page={page} total={questions.data.total} perPage={PER_PAGE} href={(p) => questionsPath(id, p)} />
            </>
          ) : questions.error ? (
            <p role="alert">加载失败，请稍后重试</p>
          ) : (
            <Skeleton lines={5} label="加载中" />
          )}
        </div>
      )}
    </GroupFrame>
  );
}
