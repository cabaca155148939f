import type { ApolloClient } from '@apollo/client';
import { tesseraFetch } from '@tessera/admin-kit';
import { MediaDirectoryDocument, type MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { cropPreviewUrl } from '../media-urls';
import { freeName } from '../paths/media-path';
import { cropCopyName, type CropParams } from './crop-params';

/**
 * The crop of an image as a new file to upload beside it: the server cuts it (preview-crop, in
 * the image's own format and full size), the browser reads it as a blob (SPEC §7), and it gets
 * a name nothing in that folder has yet.
 */
export async function cropCopyOf(client: ApolloClient, file: MediaFile, crop: CropParams): Promise<File> {
  const response = await tesseraFetch(cropPreviewUrl(file.id, crop));
  if (!response.ok) throw new Error(`preview-crop answered ${response.status}`);
  const blob = await response.blob();
  const { data } = await client.query({ query: MediaDirectoryDocument, variables: { path: file.path }, fetchPolicy: 'network-only' });
  const taken = [...(data?.mediaDirectory.files.map((known) => known.fileName) ?? []), ...(data?.mediaDirectory.folders.map((folder) => folder.folderName) ?? [])];
  return new File([blob], freeName(cropCopyName(file.fileName), taken), { type: blob.type || file.contentType });
}
