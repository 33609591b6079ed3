import { useState } from 'react';
import { useAddRemark, useDeleteRemark, useRemarkList } from '@wz/sdk/react';
import { RemarkForm, RemarkList, toast, type RemarkDraft } from '@wz/ui';
import { useRequireLogin } from '@wz/app-kit';
import { writeErrorText } from '@wz/app-kit';

/** Remark page size when the server sends no `limit` (spec §9). */
const REMARK_PAGE_SIZE = 5;

/** A teacher's remarks: paged list (server limit or 5), add form with validation, delete with confirmation. */
export function useRemarkBlock(teacherId: number) {
  const [page, setPage] = useState(1);
  const remarks = useRemarkList({ teacher_id: teacherId, page });
  const add = useAddRemark();
  const remove = useDeleteRemark();
  const requireLogin = useRequireLogin();
  const [deletingId, setDeletingId] = useState<number | string | null>(null);

  const list = (
    <RemarkList
      remarks={remarks.data?.lists ?? []}
      total={remarks.data?.total ?? 0}
      page={page}
      pageSize={remarks.data?.limit || REMARK_PAGE_SIZE}
      onPageChange={setPage}
      loading={remarks.isLoading}
      deletingId={deletingId}
      onDelete={async (id) => {
        if (!requireLogin()) return;
        setDeletingId(id);
        try {
          const result = await remove.trigger({ beizhu_id: Number(id) });
          toast.success(result.message);
        } catch (error) {
          toast.error(writeErrorText(error, '删除失败', '删除失败'));
        } finally {
          setDeletingId(null);
        }
      }}
    />
  );

  const submit = async (draft: RemarkDraft) => {
    if (!requireLogin()) return false;
    try {
      const result = await add.trigger({ teacher_id: teacherId, content: draft.content, pingji: draft.pingji });
      toast.success(result.message);
      setPage(1);
      return true;
    } catch (error) {
      toast.error(writeErrorText(error, '添加失败', '添加失败'));
      return false;
    }
  };

  return { list, submit, submitting: add.isMutating };
}

/** The remark section of the teacher page: add mode (empty form) and view mode (the list). */
export function RemarkSection({ teacherId }: { teacherId: number }) {
  const { list, submit, submitting } = useRemarkBlock(teacherId);
  return (
    <section className="edu-card" aria-labelledby="edu-remarks-title">
      <h2 id="edu-remarks-title">教师备注</h2>
      <RemarkForm onSubmit={submit} submitting={submitting}>
        {list}
      </RemarkForm>
    </section>
  );
}

/** The same remarks in a dialog body (查看备注). */
export function RemarkListOnly({ teacherId }: { teacherId: number }) {
  return useRemarkBlock(teacherId).list;
}
