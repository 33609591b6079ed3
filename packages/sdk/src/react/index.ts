export { PortalClientProvider, usePortalClient, shouldRetryOnError } from './context';
export { useApi, useApiMutation, apiKey, isApiKey } from './useApi';
export {
  useSession,
  useLogin,
  useRegister,
  useLogout,
  useSendRegSms,
  useSendForgetSms,
  useForgetPassword,
} from './session';
export {
  useBanner,
  useMenus,
  useMainCategory,
  useSecCategory,
  useCategory,
  useTuijian,
  useAppcode,
  useClientCity,
  useRegionList,
  useSearch,
  useSearchCount,
  useModuleAdvertising,
} from './general';
export {
  useEducationInfo,
  useTeacherInfo,
  useSchoolInfo,
  useTeacherSubjects,
  useTeacherTextList,
  useTeacherVideoList,
  useCoursewareList,
  useCoursewareDetail,
  useComments,
  useKewuList,
  useKewuDetail,
  useRemarks,
  useGiftList,
  useNoticeList,
  useShowcaseList,
  useLatestNotice,
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

export type { PortalClientProviderProps } from './context';
export type { ApiKey, ApiConfig, ApiMutation, ApiMutationOptions } from './useApi';
export type { Session, LoginParams, RegisterParams } from './session';
export type { TeacherStats, ToggleResult } from './education';
export type { PaymentPollingOptions, PaymentCheck } from './payment';
