/** The error catalogue is content-model's (content-model/src/error-catalogue.ts): the server and the admin read one list. */
export { catalogue, describeError, errorCodes, isErrorCode, type ErrorCode } from '@tessera/content-model';
