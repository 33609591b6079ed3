export { PortalClientProvider, usePortalClient, shouldRetryOnError } from './context';
export { useRead, readHook } from './read';
export { useWrite } from './write';
export {
  useSession,
  useSignIn,
  useLogin,
  useRegister,
  useLogout,
  useForgetPassword,
} from './session';
export { useQrLogin } from './qrLogin';
export { useSmsCode } from './sms';
export {
  useBanner,
  useGetFirstCategory,
  useGetSecCategory,
  useGetMainCategory,
  useGetTuijianList,
  useGetAppcode,
  useGetRegionList,
  useGetModuleAdvertising,
  useSearch,
  useSearchCount,
  useSearchGroups,
  useSearchSuggest,
} from './general';
export {
  useEducationInfo,
  useTeacherSubjects,
  useTeacherTextList,
  useTeacherVideoList,
  useCoursewareList,
  useCoursewareDetail,
  useCommentList,
  useKewuList,
  useKewuDetail,
  useRemarkList,
  useFlowerCount,
  useGiftList,
  useNoticeList,
  useNoticeDetail,
  useCentreNoticeList,
  useCentreNoticeDetail,
  useLatestCentreNotice,
  useAlumniList,
  useAlumniBasics,
  useLatestGraduates,
  useOrganisationList,
  useStudentClasses,
  useTeacherStats,
  useToggleLike,
  useToggleCollect,
  useRateTeacher,
  useShareRecord,
  useAddRemark,
  useDeleteRemark,
  usePostComment,
  usePostReply,
  useSendGift,
} from './education';
export { usePaymentPolling } from './payment';
export { useUpload } from './upload';
export {
  useGetUserInfo,
  useUpdateUserInfo,
  useChangePassword,
  useUserGiftOrders,
} from './user';

export type { PortalClientProviderProps } from './context';
export type { ReadConfig, ReadResult, ReadHook } from './read';
export type { Write, WriteOptions } from './write';
export type { Session, LoginResult, LoginParams, RegisterParams } from './session';
export type { QrLoginOptions, QrLoginState } from './qrLogin';
export type { SmsPurpose, SmsSendResult } from './sms';
export type { TeacherStats, ToggleResult, GiftOrderParams } from './education';
export type { PaymentPollingOptions, PaymentCheck, PaymentStatusOperation } from './payment';
export type { UploadFunction } from './upload';
