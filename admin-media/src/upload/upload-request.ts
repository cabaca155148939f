import type { ErrorCode } from '@tessera/content-model';
import type { ErrorEntry } from '@tessera/admin-kit';
import { print } from 'graphql';
import { AddMediaFileDocument, type AddMediaFileMutation, type MediaFileFieldsFragment } from '../generated/graphql';

export type UploadOutcome =
  | { status: 'done'; file: MediaFileFieldsFragment; warnings: string[] }
  /** errors is empty when no answer came at all (the connection failed). */
  | { status: 'failed'; errors: ErrorEntry[] }
  | { status: 'cancelled' };

const addMediaFile = print(AddMediaFileDocument);

/**
 * The body of one `addMediaFile` call by the GraphQL multipart request spec: the operation with
 * a null `file` variable, the map that puts part "0" there, then the file itself.
 */
export function uploadForm(file: Blob, fileName: string, path: string): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: addMediaFile, operationName: 'AddMediaFile', variables: { file: null, path } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, fileName);
  return form;
}

interface GraphQLAnswer {
  data?: Partial<AddMediaFileMutation> | null;
  errors?: Array<{ extensions?: { code?: ErrorCode; property?: string | null; errors?: ErrorEntry[] } }>;
  /** A refusal before GraphQL ran (a body the gateway would not read) comes in the REST shape. */
  Errors?: ErrorEntry[];
}

/** What the answer to an upload says: the stored file and its warnings, or the coded errors. */
export function readUploadAnswer(status: number, body: string): UploadOutcome {
  let answer: GraphQLAnswer;
  try {
    answer = JSON.parse(body) as GraphQLAnswer;
  } catch {
    return { status: 'failed', errors: [{ code: 'G_01' }] };
  }
  const added = answer.data?.addMediaFile;
  if (status >= 200 && status < 300 && added && !answer.errors?.length) return { status: 'done', file: added.file, warnings: added.warnings };
  if (answer.errors?.length) {
    const errors = answer.errors.flatMap((error) => {
      const extensions = error.extensions;
      if (extensions?.errors?.length) return extensions.errors;
      return [{ code: extensions?.code ?? 'G_01', property: extensions?.property ?? null }];
    });
    return { status: 'failed', errors };
  }
  if (answer.Errors?.length) return { status: 'failed', errors: answer.Errors };
  return { status: 'failed', errors: [{ code: 'G_01' }] };
}
