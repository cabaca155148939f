import { describe, expect, it } from '@jest/globals';
import { readUploadAnswer, uploadForm } from './upload-request';

const stored = {
  id: 7,
  path: '/photos',
  fileName: 'team.jpg',
  kind: 'image',
  contentType: 'image/jpeg',
  size: 1234,
  width: 800,
  height: 600,
  defaultAltText: '',
  shared: false,
  hash: 'abc',
  video: null,
  previewUrl: '/api/tessera/medialib/preview-image?imageID=7',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('the upload request', () => {
  it('follows the GraphQL multipart request spec: operations, map, then the file', async () => {
    const form = uploadForm(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'team.jpg', '/photos');
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.operationName).toBe('AddMediaFile');
    expect(operations.query).toMatch(/^mutation AddMediaFile\(\$file: Upload!, \$path: String\)/);
    expect(operations.query).toContain('fragment MediaFileFields on MediaFile');
    expect(operations.variables).toEqual({ file: null, path: '/photos' });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('team.jpg');
    expect(await part.text()).toBe('jpeg bytes');
  });

  it('reads the stored file and the warnings of an accepted upload', () => {
    const body = JSON.stringify({ data: { addMediaFile: { file: stored, warnings: ['image-size-above-recommended'] } } });
    expect(readUploadAnswer(200, body)).toEqual({ status: 'done', file: stored, warnings: ['image-size-above-recommended'] });
  });

  it('reads the coded errors of a refusal from GraphQL', () => {
    const taken = JSON.stringify({ data: null, errors: [{ message: 'x', extensions: { code: 'ML_03', property: 'f', errors: [{ code: 'ML_03', property: 'f' }] } }] });
    expect(readUploadAnswer(200, taken)).toEqual({ status: 'failed', errors: [{ code: 'ML_03', property: 'f' }] });
    const bare = JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'ML_05', property: 'f' } }] });
    expect(readUploadAnswer(200, bare)).toEqual({ status: 'failed', errors: [{ code: 'ML_05', property: 'f' }] });
    const csrf = JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'V_04', property: 'csrf' } }] });
    expect(readUploadAnswer(403, csrf)).toEqual({ status: 'failed', errors: [{ code: 'V_04', property: 'csrf' }] });
  });

  it('reads a refusal the gateway answered before GraphQL ran (REST shape)', () => {
    const tooLarge = JSON.stringify({ Success: false, Errors: [{ code: 'ML_01', property: 'file' }], Message: 'x' });
    expect(readUploadAnswer(413, tooLarge)).toEqual({ status: 'failed', errors: [{ code: 'ML_01', property: 'file' }] });
  });

  it('calls anything else G_01', () => {
    expect(readUploadAnswer(502, '<html>Bad gateway</html>')).toEqual({ status: 'failed', errors: [{ code: 'G_01' }] });
    expect(readUploadAnswer(500, '{}')).toEqual({ status: 'failed', errors: [{ code: 'G_01' }] });
    expect(readUploadAnswer(200, JSON.stringify({ data: { addMediaFile: null } }))).toEqual({ status: 'failed', errors: [{ code: 'G_01' }] });
  });
});
