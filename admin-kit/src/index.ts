export { createTesseraClient, codedErrors, type CodedErrorEntry } from './apollo/create-client';
export { tesseraFetch, restCall, adminRequestHeaders, rememberCsrfToken, type RestError } from './apollo/csrf-fetch';
export { AuthProvider, useAuth, type AuthState } from './auth/auth-context';
export { useInactivityTimer } from './auth/inactivity';
export {
  ForgotPasswordDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  PageTypesDocument,
  RefreshSessionDocument,
  ResetAccountDocument,
  type ViewerFieldsFragment as Viewer,
} from './generated/graphql';
export { createI18n, changeLanguage, loadLanguage, languageLoaded, languageOf, formatDate, registerMessages, defineMessages, type Language, type Messages } from './i18n/i18n';
export { useLanguage } from './i18n/use-language';
export { provideRemoteLoader, loadRemoteModule } from './federation/remote-modules';
export { adminKitVersion, kitCompatibility, IncompatibleRemoteError, type KitCompatibility } from './federation/kit-version';
export { errorMessage, type ErrorEntry } from './errors/error-message';
export { ErrorCollectionsProvider, useErrorCollection, type ErrorCollectionName } from './errors/error-collections';
export { ErrorList } from './components/ErrorList';
export { RemoteBoundary, RemoteFailed } from './components/RemoteBoundary';
export { RemoteIncompatible } from './components/RemoteIncompatible';
export { AdminProviders } from './components/AdminProviders';
export { ScreenNotices, showCarriedNotice } from './notices/screen-notices';
export { ListScreen, valueAt, type ListColumn, type ListScreenProps } from './list/ListScreen';
export { Pager } from './list/Pager';
export { pagerItems, pageCountOf, type PagerItem } from './list/pager';
export { listReducer, initialListState, type ListState, type ListAction } from './list/list-state';
export { usePagedList, defaultPageSize, searchDebounce, type ListQuery, type ListPage } from './list/use-paged-list';
export { PasswordRules, checkPasswordRules, type PasswordRule } from './components/PasswordRules';
export { OneTimeCodeInput, type OneTimeCodeInputProps } from './components/OneTimeCodeInput';
export { AuthenticatorEnrolment } from './components/AuthenticatorEnrolment';
export { RecoveryCodes } from './components/RecoveryCodes';
export { registerUnsavedChanges, unsavedChangesMessages, discardUnsavedChanges, registerUnsavedKeeper, keepUnsavedChanges, type UnsavedChangesGuard } from './unsaved/unsaved-changes';
export { ActionErrors } from './components/ActionErrors';
export { Icon, type IconName } from './components/Icon';
export { readable } from './ui/readable-colors';
export { dialogActions } from './ui/dialog-actions';
export { localeLabel } from '@tessera/content-model';
export { fieldError, formErrors, missingFields } from './errors/field-errors';
