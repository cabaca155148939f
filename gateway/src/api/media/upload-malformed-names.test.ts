import { captureLogLines, startTestGateway, type TestClient, type LogLine, type TestGateway } from '@tessera/testing';

/**
 * A GraphQL upload whose part header the multipart parser refuses (a NUL or other control byte
 * in the file name) is a coded refusal, never a G_01 with an error log line: UM_01 for a caller
 * the mutation refuses (checked before a byte of the file is read, so they learn nothing about
 * it), otherwise V_12 on the file. Nothing is stored.
 */
let gateway: TestGateway;
let admin: TestClient;
const logLines: LogLine[] = [];

const addMediaFile = 'mutation Add($file: Upload!) { addMediaFile(file: $file) { file { id } } }';
const uploadProfileImage = (id: number) => `mutation Image($file: Upload!) { uploadProfileImage(id: ${id}, file: $file) { id } }`;
const badNames = ['a\u0000b.txt', '\u0000', 'a\u0001b.txt', 'escape\u001b[31m.txt'];

beforeAll(async () => {
  captureLogLines(logLines);
  gateway = await startTestGateway({ logLevel: 'info' });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
  jest.restoreAllMocks();
});

async function refusal(client: TestClient, query: string, fileName: string) {
  const reply = await client.gqlUpload(query, {}, 'file', Buffer.from('notes\n'), fileName, 'text/plain');
  return { fileName, errors: reply.body.errors?.map((error: { extensions: { code: string; property: string | null } }) => `${error.extensions.code}:${error.extensions.property}`) };
}

describe('a GraphQL upload with a control byte in its file name', () => {
  it('is refused with UM_01 to an anonymous caller and to one without the permission, before the file is read', async () => {
    const anonymous = await gateway.client().start();
    // A role without manage-media, and with no say over other users' images.
    await gateway.sql("insert into role (name, permissions, created_at) values ('viewer', '[]', now())");
    const viewer = await gateway.signedIn('viewer');
    for (const fileName of badNames) {
      expect(await refusal(anonymous, addMediaFile, fileName)).toEqual({ fileName, errors: ['UM_01:null'] });
      expect(await refusal(anonymous, uploadProfileImage(1), fileName)).toEqual({ fileName, errors: ['UM_01:null'] });
      expect(await refusal(viewer.client, addMediaFile, fileName)).toEqual({ fileName, errors: ['UM_01:null'] });
      expect(await refusal(viewer.client, uploadProfileImage(1), fileName)).toEqual({ fileName, errors: ['UM_01:null'] });
    }
  });

  it('is refused with V_12 on the file to a caller who may upload, and nothing is stored', async () => {
    const editor = await gateway.signedIn('editor');
    for (const fileName of badNames) {
      expect(await refusal(admin, addMediaFile, fileName)).toEqual({ fileName, errors: ['V_12:f'] });
      expect(await refusal(editor.client, uploadProfileImage(editor.id), fileName)).toEqual({ fileName, errors: ['V_12:profileImage'] });
    }
    expect(await gateway.sql('select id from media_file')).toEqual([]);
    expect(await gateway.sql('select id from tessera_user where image_key is not null')).toEqual([]);
  });

  it('logs no error', async () => {
    const from = logLines.length;
    for (const fileName of badNames) await refusal(admin, addMediaFile, fileName);
    expect(logLines.slice(from).filter((line) => line.level >= 50)).toEqual([]);
  });
});
