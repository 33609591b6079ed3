// The one public entry: explicit named exports, grouped by folder (primitives/, patterns/,
// sections/<key>/). The theme comes first so dist/index.css starts with it; every component's styles
// import the scoped reset before their own rules, so the reset follows the theme and precedes all
// components.
export { vars } from './theme/vars.css';
export { tokens } from './theme/tokens';

// Primitives
export { Button } from './primitives/Button/Button';
export { IconButton } from './primitives/IconButton/IconButton';
export { Dialog } from './primitives/Dialog/Dialog';
export { ConfirmDialog } from './primitives/ConfirmDialog/ConfirmDialog';
export { Tabs } from './primitives/Tabs/Tabs';
export { Pager } from './primitives/Pager/Pager';
export { Empty } from './primitives/Empty/Empty';
export { toast, Toaster } from './primitives/Toast/Toast';
export { Popover } from './primitives/Popover/Popover';
export { Skeleton } from './primitives/Skeleton/Skeleton';
export { BackToTop } from './primitives/BackToTop/BackToTop';
export { LazyImage } from './primitives/LazyImage/LazyImage';
export { CopyButton, copyText } from './primitives/CopyButton/CopyButton';
export { QuantityStepper } from './primitives/QuantityStepper/QuantityStepper';

// Patterns: used across sections and by the portal's shell
export { Breadcrumb } from './patterns/Breadcrumb/Breadcrumb';
export { Rating, RATING_TEXTS } from './patterns/Rating/Rating';
export { HtmlContent, sanitizeHtml } from './patterns/HtmlContent/HtmlContent';
export { htmlToText } from './patterns/HtmlContent/htmlText';
export { Carousel } from './patterns/Carousel/Carousel';
export { BannerCarousel } from './patterns/BannerCarousel/BannerCarousel';
export { BannerSkeleton } from './patterns/BannerSkeleton/BannerSkeleton';
export { SearchBar, EMPTY_KEYWORD_MESSAGE } from './patterns/SearchBar/SearchBar';
export { NavigationFilter } from './patterns/NavigationFilter/NavigationFilter';
export { RightColumn, RightColumnSection } from './patterns/RightColumn/RightColumn';
export { SiteHeader } from './patterns/SiteHeader/SiteHeader';
export { SiteFooter } from './patterns/SiteFooter/SiteFooter';
export {
  CommentList,
  COMMENT_REQUIRED_TEXT,
  REPLY_REQUIRED_TEXT,
} from './patterns/CommentList/CommentList';
export {
  PaymentQr,
  tradeStateText,
  TRADE_STATE_TEXT,
  UNKNOWN_TRADE_STATE_TEXT,
} from './patterns/PaymentQr/PaymentQr';
export { SharePanel, shareLinks } from './patterns/SharePanel/SharePanel';
export { isHttpUrl } from './internal/safeUrl';

// Section: education (one line per component)
export { TeacherCard } from './sections/education/TeacherCard/TeacherCard';
export { TeacherProfile } from './sections/education/TeacherProfile/TeacherProfile';
export {
  OperationBar,
  SHOWCASE_UNAVAILABLE_TEXT,
} from './sections/education/OperationBar/OperationBar';
export { RemarkList, REMARK_DELETE_CONFIRM_TEXT } from './sections/education/RemarkList/RemarkList';
export {
  RemarkForm,
  REMARK_LEVELS,
  REMARK_CONTENT_REQUIRED_TEXT,
  REMARK_LEVEL_REQUIRED_TEXT,
} from './sections/education/RemarkForm/RemarkForm';
export { ResumeBlock } from './sections/education/ResumeBlock/ResumeBlock';
export {
  CoursewareList,
  formatDuration,
} from './sections/education/CoursewareList/CoursewareList';
export { VideoPlayer, VIDEO_MISSING_TEXT } from './sections/education/VideoPlayer/VideoPlayer';
export {
  GiftDialog,
  GIFT_REQUIRED_TEXT,
  GIFT_AGREEMENT_TEXT,
} from './sections/education/GiftDialog/GiftDialog';
export { InstitutionInfo } from './sections/education/InstitutionInfo/InstitutionInfo';
export { SchoolInfoGrid } from './sections/education/SchoolInfoGrid/SchoolInfoGrid';
export { OrganisationRows } from './sections/education/OrganisationRows/OrganisationRows';
export { StudentClasses } from './sections/education/StudentClasses/StudentClasses';
export { AlumniCentre, groupGraduates } from './sections/education/AlumniCentre/AlumniCentre';
export { NoticeList } from './sections/education/NoticeList/NoticeList';
export { CampusCards } from './sections/education/CampusCards/CampusCards';
export { ageFromBirthDate } from './sections/education/age';
export { toCents, formatCents, formatPrice, giftTotal } from './internal/money';

// Types: primitives
export type { Tokens } from './theme/tokens';
export type { ButtonProps } from './primitives/Button/Button';
export type { IconButtonProps } from './primitives/IconButton/IconButton';
export type { DialogProps, DialogCloseReason } from './primitives/Dialog/Dialog';
export type { ConfirmDialogProps } from './primitives/ConfirmDialog/ConfirmDialog';
export type { TabsProps, TabItem } from './primitives/Tabs/Tabs';
export type { PagerProps } from './primitives/Pager/Pager';
export type { EmptyProps } from './primitives/Empty/Empty';
export type { ToastType, ToastOptions, ToastItem } from './primitives/Toast/Toast';
export type { PopoverProps } from './primitives/Popover/Popover';
export type { SkeletonProps } from './primitives/Skeleton/Skeleton';
export type { BackToTopProps } from './primitives/BackToTop/BackToTop';
export type { LazyImageProps } from './primitives/LazyImage/LazyImage';
export type { CopyButtonProps } from './primitives/CopyButton/CopyButton';
export type { QuantityStepperProps } from './primitives/QuantityStepper/QuantityStepper';
// Types: patterns
export type { BreadcrumbProps, BreadcrumbItem } from './patterns/Breadcrumb/Breadcrumb';
export type { RatingProps } from './patterns/Rating/Rating';
export type { HtmlContentProps } from './patterns/HtmlContent/HtmlContent';
export type { CarouselProps } from './patterns/Carousel/Carousel';
export type {
  BannerCarouselProps,
  BannerItem,
  BannerTitlePos,
} from './patterns/BannerCarousel/BannerCarousel';
export type { BannerSkeletonProps } from './patterns/BannerSkeleton/BannerSkeleton';
export type { SearchBarProps } from './patterns/SearchBar/SearchBar';
export type {
  NavigationFilterProps,
  FilterGroup,
  FilterOption,
} from './patterns/NavigationFilter/NavigationFilter';
export type {
  RightColumnProps,
  RightColumnSectionProps,
  RightColumnItem,
  SmallBannerItem,
} from './patterns/RightColumn/RightColumn';
export type {
  SiteHeaderProps,
  RegionOption,
  AppCodeItem,
  HeaderUser,
} from './patterns/SiteHeader/SiteHeader';
export type { SiteFooterProps, FooterLink } from './patterns/SiteFooter/SiteFooter';
export type { CommentListProps, Comment, CommentReply } from './patterns/CommentList/CommentList';
export type { PaymentQrProps, TradeState } from './patterns/PaymentQr/PaymentQr';
export type { SharePanelProps, ShareChannel } from './patterns/SharePanel/SharePanel';
export type { HttpUrl } from './internal/safeUrl';
// Types: education
export type {
  TeacherCardProps,
  TeacherCardData,
} from './sections/education/TeacherCard/TeacherCard';
export type { TeacherProfileProps } from './sections/education/TeacherProfile/TeacherProfile';
export type {
  OperationBarProps,
  OperationKey,
} from './sections/education/OperationBar/OperationBar';
export type { RemarkListProps } from './sections/education/RemarkList/RemarkList';
export type {
  RemarkFormProps,
  RemarkFormMode,
  RemarkDraft,
  RemarkLevel,
} from './sections/education/RemarkForm/RemarkForm';
export type { ResumeBlockProps } from './sections/education/ResumeBlock/ResumeBlock';
export type {
  CoursewareListProps,
  CoursewareType,
  CoursewareSort,
  CoursewareView,
} from './sections/education/CoursewareList/CoursewareList';
export type { VideoPlayerProps } from './sections/education/VideoPlayer/VideoPlayer';
export type { GiftDialogProps, GiftOrder } from './sections/education/GiftDialog/GiftDialog';
export type { InstitutionInfoProps } from './sections/education/InstitutionInfo/InstitutionInfo';
export type { SchoolInfoGridProps } from './sections/education/SchoolInfoGrid/SchoolInfoGrid';
export type { OrganisationRowsProps } from './sections/education/OrganisationRows/OrganisationRows';
export type { StudentClassesProps } from './sections/education/StudentClasses/StudentClasses';
export type { AlumniCentreProps } from './sections/education/AlumniCentre/AlumniCentre';
export type { NoticeListProps } from './sections/education/NoticeList/NoticeList';
export type { CampusCardsProps } from './sections/education/CampusCards/CampusCards';
export type {
  Teacher,
  School,
  NewsItem,
  Remark,
  Gift,
  CoursewareItem,
  OperationStats,
  OrganisationRow,
  StudentGroup,
  GraduateClass,
  AlumniBasics,
  CampusItem,
} from './sections/education/types';

// Listing kits (issue 14): src/patterns/. One block, values then types, so merges stay simple.
export { DataTable } from './patterns/DataTable/DataTable';
export { Gallery } from './patterns/Gallery/Gallery';
export { FilterBar } from './patterns/FilterBar/FilterBar';
export {
  filtersToSearch,
  filtersFromSearch,
  isActiveFilter,
  rangeLabel,
} from './patterns/FilterBar/filterValue';
export { PagedList } from './patterns/PagedList/PagedList';
export { ListingCard } from './patterns/ListingCard/ListingCard';
export { ContactCard, maskPhone } from './patterns/ContactCard/ContactCard';
export { FavouriteButton } from './patterns/FavouriteButton/FavouriteButton';
export { StatusTabs } from './patterns/StatusTabs/StatusTabs';
export { DetailFrame, DetailSection } from './patterns/DetailFrame/DetailFrame';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  DataTableBatchAction,
} from './patterns/DataTable/DataTable';
export type { GalleryProps, GalleryImage } from './patterns/Gallery/Gallery';
export type { FilterBarProps } from './patterns/FilterBar/FilterBar';
export type {
  FilterBarValue,
  FilterBarGroup,
  FilterBarChoiceGroup,
  FilterBarRangeGroup,
  FilterBarGroupShape,
  FilterBarOption,
  FilterRange,
} from './patterns/FilterBar/filterValue';
export type {
  PagedListRootProps,
  PagedListItemsProps,
  PagedListEmptyProps,
  PagedListErrorProps,
  PagedListPagerProps,
} from './patterns/PagedList/PagedList';
export type { ListingCardProps } from './patterns/ListingCard/ListingCard';
export type { ContactCardProps } from './patterns/ContactCard/ContactCard';
export type { FavouriteButtonProps } from './patterns/FavouriteButton/FavouriteButton';
export type { StatusTabsProps, StatusTab } from './patterns/StatusTabs/StatusTabs';
export type {
  DetailFrameProps,
  DetailFact,
  DetailSectionProps,
} from './patterns/DetailFrame/DetailFrame';
// End of listing kits (issue 14).

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

// MapView (issue 16): Leaflet is a lazy chunk, loaded once a map renders in the browser
export { MapView } from './patterns/MapView/MapView';
export { MapPicker } from './patterns/MapPicker/MapPicker';
export type { LatLng, MapMarker, MapTiles, MapViewProps } from './patterns/MapView/MapView';
export type { MapPickerProps } from './patterns/MapPicker/MapPicker';
