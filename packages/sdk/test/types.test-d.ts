import { describe, expectTypeOf, it } from 'vitest';
import { read, reads } from '../src/index';
import type {
  ApiError,
  OperationData,
  OperationId,
  OperationParams,
  PortalClient,
  Read,
  ReadKey,
  ReadOperationId,
  WriteOperationId,
} from '../src/index';
import {
  useEducationInfo,
  useRead,
  useSendGift,
  useToggleLike,
  useWrite,
} from '../src/react/index';

declare const client: PortalClient;

describe('generated operation types', () => {
  it('types call() params and data end to end', () => {
    expectTypeOf(client.call('educationInfo', { id: 1, type: 3 })).resolves.toEqualTypeOf<
      OperationData<'educationInfo'>
    >();
    expectTypeOf<OperationData<'coursewareList'>>().toHaveProperty('total').toEqualTypeOf<number>();
    expectTypeOf<OperationData<'paymentStatus'>['trade_state']>().toEqualTypeOf<
      'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'PAYERROR'
    >();
    expectTypeOf<OperationData<'latestNotice'>>().toBeNullable();
    expectTypeOf<OperationData<'sendGift'>['code_url']>().toEqualTypeOf<string | null>();
    expectTypeOf<OperationParams<'addRemark'>['pingji']>().toEqualTypeOf<
      '优秀' | '良好' | '中等' | '一般' | '差'
    >();
  });

  it('rejects wrong or missing params and the signed fields', () => {
    // @ts-expect-error id is required
    void client.call('educationInfo', { type: 3 });
    // @ts-expect-error type is 1 | 2 | 3
    void client.call('educationInfo', { id: 1, type: 4 });
    // @ts-expect-error appid, timestamp and sign are added by the client
    void client.call('educationInfo', { id: 1, type: 3, appid: 'x' });
    // @ts-expect-error params are required for this operation
    void client.call('coursewareList');
    // @ts-expect-error unknown operation
    void client.call('noSuchOperation');
    void client.call('getAppcode');
    void client.call('tourLists', { page: 2 });
  });

  it('splits reads from writes', () => {
    expectTypeOf<'coursewareList'>().toExtend<ReadOperationId>();
    expectTypeOf<'addRemark'>().toExtend<WriteOperationId>();
    // by x-effect, not by method: a POST read, a GET write
    expectTypeOf<'tourLists'>().toExtend<ReadOperationId>();
    expectTypeOf<'getLoginQrcode'>().toExtend<WriteOperationId>();
    expectTypeOf<Extract<ReadOperationId, WriteOperationId>>().toEqualTypeOf<never>();
    expectTypeOf<ReadOperationId | WriteOperationId>().toEqualTypeOf<OperationId>();
  });

  it('types the React hooks', () => {
    const useRemarkList = () => useRead(reads.remarkList({ teacher_id: 1, page: 1 }));
    expectTypeOf<ReturnType<typeof useRemarkList>['data']>().toEqualTypeOf<
      OperationData<'remarkList'> | undefined
    >();
    expectTypeOf<ReturnType<typeof useRemarkList>['error']>().toEqualTypeOf<ApiError | undefined>();
    // @ts-expect-error writes are not readable with useRead
    const useWrong = () => useRead(read('addRemark', { teacher_id: 1, content: 'x', pingji: '优秀' }));
    expectTypeOf(useWrong).toBeFunction();
    const useLike = () => useToggleLike();
    expectTypeOf<
      Awaited<ReturnType<ReturnType<typeof useLike>['trigger']>>['message']
    >().toEqualTypeOf<string>();
    expectTypeOf(useRemarkList).toBeFunction();
    expectTypeOf(useLike).toBeFunction();
  });

  it('types read descriptors; writes have none and cannot be read', () => {
    expectTypeOf(reads.educationInfo({ id: 7, type: 3 })).toEqualTypeOf<Read<'educationInfo'>>();
    expectTypeOf(reads.educationInfo({ id: 7, type: 3 }).key).toEqualTypeOf<
      ReadKey<'educationInfo'>
    >();
    expectTypeOf(reads.getFirstCategory).toBeCallableWith();
    // @ts-expect-error id is required
    void reads.educationInfo({ type: 3 });
    // @ts-expect-error a GET write has no read descriptor
    void reads.getLoginQrcode;
    // @ts-expect-error a write is not a read
    void read('toggleLike', { id: 1 });
    const useWriteAsRead = () =>
      // @ts-expect-error useRead takes only reads
      useRead({ key: ['wz', 'getLoginQrcode', {}], operation: 'getLoginQrcode', params: {} });
    // @ts-expect-error useWrite takes only writes
    const useReadAsWrite = () => useWrite('likeStats');
    expectTypeOf(useWriteAsRead).toBeFunction();
    expectTypeOf(useReadAsWrite).toBeFunction();
  });

  it('names read hooks use + operationId with (params | null, config?)', () => {
    const useInfo = () => useEducationInfo({ id: 1, type: 3 });
    expectTypeOf<ReturnType<typeof useInfo>['data']>().toEqualTypeOf<
      OperationData<'educationInfo'> | undefined
    >();
    const useNothing = () => useEducationInfo(null);
    expectTypeOf(useNothing).toBeFunction();
    expectTypeOf(useInfo).toBeFunction();
    const useGift = () => useSendGift();
    expectTypeOf<Parameters<ReturnType<typeof useGift>['revalidate']>[0]>().toEqualTypeOf<
      Omit<OperationParams<'sendGift'>, 'idempotency_key'>
    >();
    expectTypeOf(useGift).toBeFunction();
  });
});
