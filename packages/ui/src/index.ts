// The theme comes first so dist/index.css starts with it; every component's styles import the scoped
// reset before their own rules, so the reset follows the theme and precedes all components.
export { vars } from './theme/vars.css';
export { tokens } from './theme/tokens';

// Primitives
export { Button } from './Button/Button';
export { IconButton } from './IconButton/IconButton';
export { Dialog } from './Dialog/Dialog';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export { Tabs } from './Tabs/Tabs';
export { Pager } from './Pager/Pager';
export { Empty } from './Empty/Empty';
export { Breadcrumb } from './Breadcrumb/Breadcrumb';
export { toast, Toaster } from './Toast/Toast';
export { Rating, RATING_TEXTS } from './Rating/Rating';
export { Popover } from './Popover/Popover';
export { Skeleton } from './Skeleton/Skeleton';
export { BackToTop } from './BackToTop/BackToTop';
export { LazyImage } from './LazyImage/LazyImage';
export { HtmlContent, sanitizeHtml } from './HtmlContent/HtmlContent';
export { CopyButton, copyText } from './CopyButton/CopyButton';
export { QuantityStepper } from './QuantityStepper/QuantityStepper';
export { Carousel } from './Carousel/Carousel';

// Shell
export { BannerCarousel } from './BannerCarousel/BannerCarousel';
export { SearchBar, EMPTY_KEYWORD_MESSAGE } from './SearchBar/SearchBar';
export { NavigationFilter } from './NavigationFilter/NavigationFilter';
export { RightColumn, RightColumnSection } from './RightColumn/RightColumn';
export { SiteHeader } from './SiteHeader/SiteHeader';
export { SiteFooter } from './SiteFooter/SiteFooter';

// Education components (appended by the education work; keep one line per component)
export { TeacherCard } from './TeacherCard/TeacherCard';
export { TeacherProfile } from './TeacherProfile/TeacherProfile';
export { OperationBar, SHOWCASE_UNAVAILABLE_TEXT } from './OperationBar/OperationBar';
export { RemarkList, REMARK_DELETE_CONFIRM_TEXT } from './RemarkList/RemarkList';
export {
  RemarkForm,
  REMARK_LEVELS,
  REMARK_CONTENT_REQUIRED_TEXT,
  REMARK_LEVEL_REQUIRED_TEXT,
} from './RemarkForm/RemarkForm';
export { ResumeBlock } from './ResumeBlock/ResumeBlock';
export { CoursewareList, PLACEHOLDER_DURATION } from './CoursewareList/CoursewareList';
export { CommentList, COMMENT_REQUIRED_TEXT, REPLY_REQUIRED_TEXT } from './CommentList/CommentList';
export { VideoPlayer, VIDEO_MISSING_TEXT } from './VideoPlayer/VideoPlayer';
export { GiftDialog, GIFT_REQUIRED_TEXT, GIFT_AGREEMENT_TEXT } from './GiftDialog/GiftDialog';
export {
  PaymentQr,
  tradeStateText,
  TRADE_STATE_TEXT,
  UNKNOWN_TRADE_STATE_TEXT,
} from './PaymentQr/PaymentQr';
export { SharePanel, shareLinks } from './SharePanel/SharePanel';
export { InstitutionInfo } from './InstitutionInfo/InstitutionInfo';
export { SchoolInfoGrid } from './SchoolInfoGrid/SchoolInfoGrid';
export { OrganisationRows } from './OrganisationRows/OrganisationRows';
export { StudentClasses } from './StudentClasses/StudentClasses';
export { AlumniCentre, groupGraduates } from './AlumniCentre/AlumniCentre';
export { NoticeList } from './NoticeList/NoticeList';
export { CampusCards } from './CampusCards/CampusCards';
export { ageFromBirthDate } from './education/age';
export { toCents, formatCents, formatPrice, giftTotal } from './education/money';

export type { Tokens } from './theme/tokens';
export type { ButtonProps } from './Button/Button';
export type { IconButtonProps } from './IconButton/IconButton';
export type { DialogProps, DialogCloseReason } from './Dialog/Dialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export type { TabsProps, TabItem } from './Tabs/Tabs';
export type { PagerProps } from './Pager/Pager';
export type { EmptyProps } from './Empty/Empty';
export type { BreadcrumbProps, BreadcrumbItem } from './Breadcrumb/Breadcrumb';
export type { ToastType, ToastOptions, ToastItem } from './Toast/Toast';
export type { RatingProps } from './Rating/Rating';
export type { PopoverProps } from './Popover/Popover';
export type { SkeletonProps } from './Skeleton/Skeleton';
export type { BackToTopProps } from './BackToTop/BackToTop';
export type { LazyImageProps } from './LazyImage/LazyImage';
export type { HtmlContentProps } from './HtmlContent/HtmlContent';
export type { CopyButtonProps } from './CopyButton/CopyButton';
export type { QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export type { CarouselProps } from './Carousel/Carousel';
export type {
  BannerCarouselProps,
  BannerItem,
  BannerTitlePos,
} from './BannerCarousel/BannerCarousel';
export type { SearchBarProps } from './SearchBar/SearchBar';
export type {
  NavigationFilterProps,
  FilterGroup,
  FilterOption,
} from './NavigationFilter/NavigationFilter';
export type {
  RightColumnProps,
  RightColumnSectionProps,
  RightColumnItem,
  SmallBannerItem,
} from './RightColumn/RightColumn';
export type {
  SiteHeaderProps,
  RegionOption,
  AppCodeItem,
  HeaderUser,
} from './SiteHeader/SiteHeader';
export type { SiteFooterProps, FooterLink } from './SiteFooter/SiteFooter';
// Education component types
export type { TeacherCardProps, TeacherCardData } from './TeacherCard/TeacherCard';
export type { TeacherProfileProps } from './TeacherProfile/TeacherProfile';
export type { OperationBarProps, OperationKey } from './OperationBar/OperationBar';
export type { RemarkListProps } from './RemarkList/RemarkList';
export type {
  RemarkFormProps,
  RemarkFormMode,
  RemarkDraft,
  RemarkLevel,
} from './RemarkForm/RemarkForm';
export type { ResumeBlockProps } from './ResumeBlock/ResumeBlock';
export type {
  CoursewareListProps,
  CoursewareType,
  CoursewareSort,
  CoursewareView,
} from './CoursewareList/CoursewareList';
export type { CommentListProps } from './CommentList/CommentList';
export type { VideoPlayerProps } from './VideoPlayer/VideoPlayer';
export type { GiftDialogProps, GiftOrder } from './GiftDialog/GiftDialog';
export type { PaymentQrProps, TradeState } from './PaymentQr/PaymentQr';
export type { SharePanelProps, ShareChannel } from './SharePanel/SharePanel';
export type { InstitutionInfoProps } from './InstitutionInfo/InstitutionInfo';
export type { SchoolInfoGridProps } from './SchoolInfoGrid/SchoolInfoGrid';
export type { OrganisationRowsProps } from './OrganisationRows/OrganisationRows';
export type { StudentClassesProps } from './StudentClasses/StudentClasses';
export type { AlumniCentreProps } from './AlumniCentre/AlumniCentre';
export type { NoticeListProps } from './NoticeList/NoticeList';
export type { CampusCardsProps } from './CampusCards/CampusCards';
export type {
  Teacher,
  School,
  NewsItem,
  Remark,
  Gift,
  Comment,
  CommentReply,
  CoursewareItem,
  OperationStats,
  OrganisationRow,
  StudentGroup,
  GraduateClass,
  AlumniBasics,
  CampusItem,
} from './education/types';

// Form kit (issue 14)
export { Form, FormActions, SubmitButton, useSchemaForm } from './patterns/Form/Form';
export { Field, FormError, useFieldError } from './patterns/Form/Field';
export {
  FormField,
  useFormField,
  TextField,
  TextareaField,
  NumberField,
  DateField,
  CheckboxField,
} from './patterns/Form/inputs';
export { SelectField, RadioField, MultiSelectField } from './patterns/Form/choices';
export { MoneyField, parseYuan } from './patterns/Form/MoneyField';
export { RegionField } from './patterns/Form/RegionField';
export {
  applyServerErrors,
  parseServerError,
  SUBMIT_FAILED_MESSAGE,
} from './patterns/Form/serverErrors';
export { zhIssueMessage } from './patterns/Form/messages';
export type { FormProps, SchemaForm } from './patterns/Form/Form';
export type { FieldProps, FieldControlProps } from './patterns/Form/Field';
export type {
  FieldBaseProps,
  TextFieldProps,
  TextareaFieldProps,
  NumberFieldProps,
  DateFieldProps,
  CheckboxFieldProps,
} from './patterns/Form/inputs';
export type {
  FieldOption,
  ChoiceFieldProps,
  SelectFieldProps,
  RadioFieldProps,
  MultiSelectFieldProps,
} from './patterns/Form/choices';
export type { MoneyFieldProps } from './patterns/Form/MoneyField';
export type { RegionFieldProps, RegionLoader } from './patterns/Form/RegionField';
export type {
  ServerError,
  ServerErrorParts,
  ApplyServerErrorsOptions,
} from './patterns/Form/serverErrors';
// ImageUploader (issue 14)
export { ImageUploader } from './patterns/ImageUploader/ImageUploader';
export type {
  ImageUploaderProps,
  UploadedImage,
  UploadFn,
  PendingUpload,
} from './patterns/ImageUploader/ImageUploader';
// RichTextEditor (issue 14): Tiptap is a lazy chunk, loaded on first render
export { RichTextEditor } from './patterns/RichTextEditor/RichTextEditor';
export { RichTextField } from './patterns/RichTextEditor/RichTextField';
export type { RichTextEditorProps } from './patterns/RichTextEditor/RichTextEditor';
export type { RichTextFieldProps } from './patterns/RichTextEditor/RichTextField';
// end of Form kit (issue 14)
