// The user centre's page kinds, each parametrised by operations and fields (one page per repeated leaf
// of the spec: base, detail, messages…). EditForm and StatusList are in the main entry.
export * from './fields';
export * from './KindState';
export * from './ListEditKind';
export * from './MessageBoxKind';
export * from './PictureSetKind';
export * from './ProfileFormKind';
export * from './ResumeBoxKind';
export * from './InterviewBoxKind';
export * from './RichTextKind';
export * from './SettleInKind';
