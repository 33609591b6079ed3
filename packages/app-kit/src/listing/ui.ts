// The listing engine's pages and parts: index and detail (view), the member's list (manage), the edit
// form and its fields, for a section's lazy view.tsx and form.tsx.
export * from './attributes';
export * from './fields';
export * from './form';
export * from './hooks';
export * from './ListingDetail';
export * from './ListingIndex';
export * from './ListingOps';
export * from './LocationField';
export * from './ManageList';
export * from './PicturesField';
export * from './regionNames';
export * from './view';
