import { createServer, connect, type Server } from 'node:net';
import { Client } from 'pg';

/**
 * A TCP relay that cuts every parameterised query of its client in two: the Parse message goes
 * at once, the rest (Bind, Describe, Execute, Sync) 30 ms later, as a slow network would.
 */
function splittingRelay(target: URL): Promise<{ server: Server; port: number }> {
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    upstream.on('data', (data) => client.write(data));
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (data) => {
      if (data[0] !== 'P'.charCodeAt(0)) {
        upstream.write(data);
        return;
      }
      const parseLength = 1 + data.readInt32BE(1);
      upstream.write(data.subarray(0, parseLength));
      client.pause();
      setTimeout(() => {
        upstream.write(data.subarray(parseLength));
        client.resume();
      }, 30);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

// The suite's database: the embedded one of testing/src/global-setup.ts (PGlite cannot start
// inside a jest module sandbox), or the PostgreSQL server of DATABASE_URL, which passes natively.
describe('the embedded database served on a socket', () => {
  const database = { url: process.env.TESSERA_TEST_DATABASE_URL as string };

  it("runs a connection's parameterised query whole while another connection's queries arrive between its messages", async () => {
    const url = new URL(database.url);
    const relay = await splittingRelay(url);
    const slow = new Client({ connectionString: database.url.replace(`:${url.port}/`, `:${relay.port}/`) });
    const busy = new Client({ connectionString: database.url });
    await slow.connect();
    await busy.connect();
    let stop = false;
    let busyQueries = 0;
    const noise = (async () => {
      while (!stop) {
        await (busyQueries % 2 ? busy.query('select 1') : busy.query('select $1::text as v', ['other']));
        busyQueries += 1;
      }
    })();
    const answers: unknown[] = [];
    try {
      for (let k = 0; k < 20; k += 1) answers.push((await slow.query('select $1::int as v', [k])).rows[0].v);
    } finally {
      stop = true;
      await noise;
      await slow.end();
      await busy.end();
      relay.server.close();
    }
    // Without holding each connection's messages until its Sync, the busy connection's statements
    // ran between the slow one's Parse and Bind: "bind message supplies 1 parameters, but prepared
    // statement "" requires 0", or the other statement's answer.
    expect(busyQueries).toBeGreaterThan(20);
    expect(answers).toEqual([...Array(20).keys()]);
  });
});
