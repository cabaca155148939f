import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * What an upload may be called and how large it may be, the same over REST and GraphQL: names
 * are read as UTF-8 and stored in NFC, names with bidirectional or other control characters are
 * refused (V_12) wherever a name is given, and a file over 100 MB is ML_01.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/medialib';
const text = Buffer.from('Plain notes\n');

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const restUpload = (fileName: string) => admin.upload('POST', `${api}/add-file`, 'f', text, fileName, 'text/plain', { path: '/' });
const graphqlUpload = (fileName: string) => admin.gqlUpload('mutation Add($file: Upload!) { addMediaFile(file: $file) { file { id fileName } } }', {}, 'file', text, fileName, 'text/plain');
const errorsOf = (reply: { body: { Errors?: Array<{ code: string; property: string | null }> } }) => (reply.body.Errors ?? []).map((e) => `${e.code}:${e.property}`);

/** Names that show something other than what they are, or hold invisible controls. */
const hostileNames = ['invoice\u202egpj.exe', 'left\u202aright.txt', 'isolate\u2066d\u2069.txt', 'mark\u200e.txt', 'mark\u200f.txt', 'arabic\u061cmark.txt', 'next\u0085line.txt', 'c1\u009b.txt'];

describe('upload names', () => {
  it('keeps a name as typed in UTF-8, in NFC, over REST and GraphQL', async () => {
    const rest = await restUpload('Überblick.pdf.txt');
    expect(rest.body.file?.fileName).toBe('Überblick.pdf.txt');
    const decomposed = await restUpload('Café crème.txt'.normalize('NFD'));
    expect(decomposed.body.file?.fileName).toBe('Café crème.txt'.normalize('NFC'));
    const graphql = await graphqlUpload('Übersicht ŝ 日本.txt'.normalize('NFD'));
    expect(graphql.body.data?.addMediaFile.file.fileName).toBe('Übersicht ŝ 日本.txt');
    const stored = await gateway.sql<{ file_name: string }>(`select file_name from media_file order by id`);
    expect(stored.map((row) => row.file_name)).toEqual(['Überblick.pdf.txt', 'Café crème.txt', 'Übersicht ŝ 日本.txt']);
  });

  it('refuses names with bidirectional or other control characters (V_12), over REST and GraphQL', async () => {
    for (const name of hostileNames) {
      expect({ name, errors: errorsOf(await restUpload(name)) }).toEqual({ name, errors: ['V_12:f'] });
      const graphql = await graphqlUpload(name);
      expect({ name, code: graphql.body.errors?.[0].extensions.code, property: graphql.body.errors?.[0].extensions.property }).toEqual({ name, code: 'V_12', property: 'f' });
    }
    expect(await gateway.sql(`select file_name from media_file where file_name not in ('Überblick.pdf.txt', 'Café crème.txt', 'Übersicht ŝ 日本.txt')`)).toEqual([]);
  });

  it('refuses the same names when a file or folder is renamed or made', async () => {
    const { id } = (await restUpload('plain.txt')).body.file;
    for (const name of hostileNames) {
      expect(errorsOf(await admin.rest('POST', `${api}/edit-file`, { id, newPath: '/', newFileName: name }))).toEqual(['V_12:newFileName']);
      expect(errorsOf(await admin.rest('POST', `${api}/move-file`, { id, newPath: '/', newFileName: name }))).toEqual(['V_12:newFileName']);
      expect(errorsOf(await admin.rest('POST', `${api}/create-dir`, { path: '/', folderName: name }))).toEqual(['V_12:folderName']);
      const renamed = await admin.gql('mutation Edit($input: EditMediaFileInput!) { editMediaFile(input: $input) { fileName } }', { input: { id, newPath: '/', newFileName: name } });
      expect(renamed.body.errors?.[0].extensions.code).toBe('V_12');
    }
    const renamed = await admin.rest('POST', `${api}/edit-file`, { id, newPath: '/', newFileName: 'Zürich.txt'.normalize('NFD') });
    expect(renamed.body.file.fileName).toBe('Zürich.txt');
  });
});

/**
 * One GraphQL multipart upload of `size` bytes, generated as it is sent (never held in memory),
 * with the client's session and CSRF headers. Stops sending once the server has answered.
 */
function streamGraphqlUpload(client: TestClient, size: number): Promise<{ status: number; body: any }> {
  const boundary = `----tessera${Date.now()}`;
  const operations = JSON.stringify({ query: 'mutation Add($file: Upload!) { addMediaFile(file: $file) { file { id } } }', variables: { file: null } });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  const url = new URL('/graphql', gateway.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const sending = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
          'apollo-require-preflight': 'true',
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': client.csrf!,
          cookie: client.cookie!,
        },
      },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()) }));
      },
    );
    sending.on('error', (error) => (answered ? undefined : reject(error)));
    sending.write(head);
    let sent = 0;
    const write = () => {
      while (!answered && sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!sending.write(part)) return void sending.once('drain', write);
      }
      sending.end(answered ? undefined : tail);
    };
    write();
  });
}

describe('upload size over GraphQL', () => {
  it('refuses a file over 100 MB with ML_01, as REST does, and leaves nothing on disk', async () => {
    const reply = await streamGraphqlUpload(admin, 100 * 1024 * 1024 + 1);
    expect(reply.body.errors?.[0].extensions).toMatchObject({ code: 'ML_01', property: 'f' });
    expect(await readdir(gateway.spoolDir).catch(() => [])).toEqual([]);
    expect(await gateway.sql(`select id from media_file where file_name = 'huge.txt'`)).toEqual([]);
  });
});
