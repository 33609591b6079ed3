import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Form, FormActions, SubmitButton, TextareaField, toast, useSchemaForm } from '@wz/ui';
import { useRecordForm } from '@wz/app-kit';
import { Byline, Paragraphs } from '../items';
import { idOf, questionsPath } from '../params';
import '../same.css';

const schema = v.object({ answer: v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= 5 && [...s].length <= 2000, '回答内容 5–2000 个字')) });

/** /same/zhiwen-huida?id= (login): a manager of the group answers a question (a new answer replaces the last). */
export default function ZhiwenHuida() {
  const [search] = useSearchParams();
  const id = idOf(search);
  const navigate = useNavigate();
  const read = useRead(id ? reads.sameQuestion({ id }) : null);
  const answer = useWrite('sameAnswer');
  const form = useSchemaForm(schema, { defaultValues: { answer: '' } });
  const d = read.data;
  useRecordForm(form, d ? { answer: d.question.answer } : undefined, d?.question.id);
  return (
    <div className="container same same-page">
      <section className="same-card" aria-labelledby="same-answer-title">
        <h1 id="same-answer-title">回答质问</h1>
        {!id || read.error ? (
          <p role="alert">
            质问不存在，<Link to="/user/sameRelease/tongzhu/zhiwenlist">查看待回答的质问</Link>
          </p>
        ) : !d ? (
          <p className="same-muted">加载中…</p>
        ) : (
          <>
            <p className="same-muted">{d.group}</p>
            <h2>{d.question.title}</h2>
            <Byline who={d.question.author} at={d.question.inputtime} />
            <Paragraphs text={d.question.content} />
            {d.canAnswer ? (
              <Form form={form} aria-label="回答质问" onSubmit={async (values) => {
                await answer.trigger({ id, answer: values.answer });
                toast.success('回答成功');
                navigate(questionsPath(d.question.gid));
              }}>
                <TextareaField name="answer" label="回答" required rows={6} maxLength={2000} hint="5–2000 个字，所有成员可见" />
                <FormActions>
                  <SubmitButton>{d.question.answer ? '修改回答' : '提交回答'}</SubmitButton>
                </FormActions>
              </Form>
            ) : (
              <p role="note" className="same-note">只有小组管理员可以回答质问。</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
