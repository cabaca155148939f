import { adminRequestHeaders, rememberCsrfToken } from '@tessera/admin-kit';
import { readUploadAnswer, uploadForm, type UploadOutcome } from './upload-request';

/**
 * Sends one file to a folder, reporting the share sent so far (0 to 1). Through XMLHttpRequest,
 * because fetch reports no upload progress; with the headers every admin call carries (SPEC §7)
 * and Apollo's preflight header, without which the gateway refuses a multipart request.
 */
export function sendUpload(file: Blob, fileName: string, path: string, options: { onProgress(fraction: number): void; signal: AbortSignal }): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    if (options.signal.aborted) {
      resolve({ status: 'cancelled' });
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    for (const [name, value] of Object.entries(adminRequestHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      rememberCsrfToken(request.getResponseHeader('X-CSRF-TOKEN'));
      const outcome = readUploadAnswer(request.status, request.responseText);
      if (outcome.status === 'done') options.onProgress(1);
      resolve(outcome);
    };
    request.onerror = () => resolve({ status: 'failed', errors: [] });
    request.onabort = () => resolve({ status: 'cancelled' });
    options.signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(uploadForm(file, fileName, path));
  });
}
