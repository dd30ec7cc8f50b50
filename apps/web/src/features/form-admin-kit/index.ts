// What the form administration's features share (forms-admin and the form detail's tab features:
// form-editor, form-rules, form-emails, registrations-admin): the open form's context and its one
// way to save (FormDetailProvider, useFormDetail), the form and form-list calls, the asset
// upload, the live preview, the rich-text field (its editor loaded on demand), the leave guard and
// the list loading states. Only lazy admin screens import this entry (never app/ or the fill
// path): unlike the screen features' entries it exports code, which goes with the admin chunk
// (vite.config.ts, 'forms-admin' group).

export {
  assignedUsersQuery,
  changeFormAccess,
  deleteForm,
  duplicateForm,
  formDetailKeys,
  formGroupsQuery,
  formMetadataQuery,
  formUsersQuery,
  restoreRevision,
  revisionsQuery,
  setFolderHidden,
  setFormPublished,
  type TSavedForm,
} from './api/form-detail-api';
export {
  adminFoldersQuery,
  adminFormsQuery,
  createFolder,
  createForm,
  deleteFolder,
  folderFormsQuery,
  formsAdminKeys,
  renameFolder,
} from './api/forms-admin-api';
export { type TFormAssetKind, toFileReference } from './api/upload-form-asset';
export { EditorLeaveGuard } from './components/editor-leave-guard';
export { AssetUploadControls, useFormAssetUpload } from './components/form-asset-upload';
export { FormPreview } from './components/form-preview/form-preview';
export { ListError, ListLoading } from './components/query-state';
export type { TRichTextProps } from './components/rich-text/rich-text-editor';
export { RichTextField } from './components/rich-text/rich-text-field';
export { TokenTextInput } from './components/token-text-input';
export {
  FormDetailProvider,
  type TFormChange,
  type TSaveTexts,
  useFormDetail,
  useFormQuery,
} from './hooks/use-form-detail';
export { useFormPartDraft } from './hooks/use-form-part-draft';
export { elementTitle, typeName } from './lib/element-text';
