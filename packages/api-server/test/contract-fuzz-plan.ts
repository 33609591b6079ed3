/**
 * What the contract-driven fuzzer (contract-fuzz.test.ts) covers: the reads of these sections, the writes
 * listed in WRITES, and nothing of theirs unnamed: every other write is in NOT_FUZZED with the reason.
 */
export const FUZZED_SECTIONS = ['house', 'carship', 'idle', 'logistics', 'upload'];

/** Form fields holding the member's upload ids (made by the upload flow, not by the contract's types). */
export const PICTURE_FIELD = /^(images|pictures|pics?|licence|avatar|cover|logo)$/;

/** A write the fuzzer sends, and the one that saves the item it made (the same body, with its id). */
export const WRITES: { create: string; modify?: string }[] = [
  { create: 'createHouse', modify: 'modifyHouse' },
  { create: 'createCarship', modify: 'modifyCarship' },
  { create: 'idleCreate', modify: 'idleModify' },
  { create: 'createLogistics', modify: 'modifyLogistics' },
  { create: 'createUpload' },
  // one request each: most answer a business refusal (an id of another's, 已创建…), never a 参数错误
  ...['setHouseStatus', 'deleteHouse', 'setCarshipStatus', 'deleteCarship', 'idleAddUser', 'idleModUser', 'idleField', 'idleConnect', 'logisticsShare', 'createLogisticsUser', 'modifyLogisticsUser', 'createLogisticsCompany', 'modifyLogisticsCompany', 'createLogisticsNews', 'modifyLogisticsNews', 'deleteLogisticsNews', 'setLogisticsField', 'changeLogisticsFields', 'logisticsConnect', 'changeLogisticsConnect', 'addLogisticsMessage'].map((create) => ({ create })),
];

/** The reads an item written by a create comes back through (its id and the written list keys are passed). */
export const READ_BACK: Record<string, string[]> = {
  createHouse: ['myHouse', 'myHouseList', 'newInfoList', 'newDemandList', 'secondHandInfoList', 'secondHandDemandList', 'newBuildingDetails'],
  createCarship: ['myCarship', 'myCarshipList', 'carshipList', 'carshipDetail'],
  idleCreate: ['idleUserDetail', 'idleUserList', 'idleList', 'idleDetail'],
  createLogistics: ['myLogistics', 'myLogisticsList', 'logisticsList', 'logisticsDetail'],
};

/** Operations of the fuzzed sections it does not send, and why. */
export const NOT_FUZZED: Record<string, string> = {
  completeUpload: 'needs a slot whose bytes were PUT first (upload-lifecycle.test.ts runs the flow)',
};

type Input = Record<string, unknown>;
/**
 * Rules between query parameters, which OpenAPI parameters cannot state (a form body states them with
 * if/then): the descriptions say them in words, and the fuzzer's requests follow them.
 */
export const CROSS_PARAMETER: Record<string, (q: Input) => Input> = {
  // a board's own tabs (logisticsSn): 水运 has hy and cb, the others hy, cy and zx
  logisticsList: (q) => {
    const tabs = q.sn === 'shuiyun' ? ['hy', 'cb'] : ['hy', 'cy', 'zx'];
    return q.tab === undefined || tabs.includes(String(q.tab)) ? q : { ...q, tab: tabs[0] };
  },
};
