/*
 * @tessera/content-model: the content model the server, the site and the admin share (SPEC §3,
 * §5). Browser-safe: no node modules, no ORM.
 */
export { linkTypes, reusableBlockType, reusableRefOf, type Block, type BlockFile, type BlockImage, type CropParams, type LinkType, type LinkValue } from './block';
export {
  defineConfig,
  type BlockOf,
  type BlockTypeConfig,
  type BlockTypeId,
  type BlockTypeOf,
  type BooleanField,
  type Field,
  type FileField,
  type ImageField,
  type InitialBlock,
  type LinkField,
  type ListField,
  type NumberField,
  type PageTypeConfig,
  type PropsOf,
  type RichTextField,
  type SelectField,
  type TesseraConfig,
  type TextField,
  type ValueOf,
} from './fields';
export * from './limits';
export { apiTokenInText, apiTokenLimits, isApiTokenExpiryAllowed, apiTokenPattern, apiTokenPrefix, isPermissionName, passkeyLimits, permissionNames, type PermissionName } from './access';
export { blockTypeDeclarations } from './declarations';
export { propValueOf, type PropValue, type PropValueByKind } from './prop-values';
export { focalPointSchema, focalPointSteps, isFocalPoint, objectPosition, roundFocalPoint, type FocalPoint } from './focal-point';
export { isAnchorName, isEmail, isHttpUrl, isSlug, isValidLink, videoOf } from './links';
export { isWellFormedHtml, textOf } from './rich-text';
export { localeLabel } from './locale-label';
export { adminLocaleOf, adminLocales, isLabel, languagesMissing, textIn, type AdminLocale, type Label, type LocalizedText } from './label';
export { blockTypeIn, configTexts, fieldIn, pageTypeIn, type ConfigText } from './localize-config';
export { codedIssues, fieldSchema, propsSchema, slotsOf, type CodedProblem, type CompileOptions, type FieldCode, type Slot } from './compile';
export { blockImageSchema, checkBlockContent, checkBlocks, checkTypeData, type ValidateOptions } from './validate';
export { scheduleRefusals, type PageScheduleTimes, type ScheduleRefusal } from './schedule';
export { blockTypesOf, fieldsOf, recordOf, type EditorBlockType } from './config-json';
export { draftPreviewPolicy, previewBlockKeyAttribute, previewDebounceMs, previewsPerViewer, previewWidths, type PreviewWidth } from './live-preview';
export { commonPairs, diffBudget, diffWords, maxDiffCells, type DiffBudget, type WordPart } from './word-diff';
export {
  blockChangeStatuses,
  diffVersions,
  fieldChangeKinds,
  visibleText,
  type BlockChange,
  type BlockChangeStatus,
  type FieldChange,
  type FieldChangeKind,
  type SettingChange,
  type VersionContent,
  type VersionDiff,
  type VersionDiffOptions,
} from './version-diff';
export {
  checkContent,
  contentCheckCodes,
  headingFieldNames,
  isVagueLinkText,
  maxCheckedTitleLength,
  vagueLinkTexts,
  type CheckedContent,
  type ContentCheckCode,
  type ContentWarning,
} from './content-checks';
export { catalogue, describeError, errorCodes, isErrorCode, type ErrorCode } from './error-catalogue';
export { localePrefix, supportedLocales, type Locale } from './locales';
export { isValidMediaName, joinMediaPath } from './media-names';
export {
  normalizeRedirectFrom,
  redirectCsvColumns,
  redirectLimits,
  redirectPathSegments,
  redirectRefusals,
  redirectStatuses,
  redirectTargetKind,
  type RedirectRefusal,
  type RedirectStatus,
} from './redirects';
