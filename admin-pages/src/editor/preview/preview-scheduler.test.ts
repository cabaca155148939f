import { PreviewScheduler } from './preview-scheduler';

/** A server whose answers the test hands out, one per request, in order. */
function fakeServer() {
  const sent: Array<{ answer: (value: string) => void; signal: AbortSignal }> = [];
  const send = (signal: AbortSignal) => new Promise<string>((resolve) => sent.push({ answer: resolve, signal }));
  return { sent, send };
}

const settle = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe('the live preview scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once after the changes stop for the delay', () => {
    const server = fakeServer();
    const scheduler = new PreviewScheduler(server.send, () => undefined, 300);
    for (let i = 0; i < 5; i++) {
      scheduler.changed();
      jest.advanceTimersByTime(100);
    }
    expect(server.sent).toHaveLength(0);
    jest.advanceTimersByTime(200);
    expect(server.sent).toHaveLength(1);
  });

  it('keeps one request under way, drops its stale answer and sends the newer draft after it', async () => {
    const server = fakeServer();
    const shown: string[] = [];
    const scheduler = new PreviewScheduler(server.send, (answer) => shown.push(answer), 300);
    scheduler.now();
    scheduler.changed();
    jest.advanceTimersByTime(300);
    expect(server.sent).toHaveLength(1);

    server.sent[0].answer('old');
    await settle();
    expect(shown).toEqual([]);
    expect(server.sent).toHaveLength(2);
    server.sent[1].answer('new');
    await settle();
    expect(shown).toEqual(['new']);
  });

  it('sends nothing more once disposed, and abandons the request under way', async () => {
    const server = fakeServer();
    const shown: string[] = [];
    const scheduler = new PreviewScheduler(server.send, (answer) => shown.push(answer), 300);
    scheduler.now();
    scheduler.dispose();
    expect(server.sent[0].signal.aborted).toBe(true);
    server.sent[0].answer('late');
    scheduler.changed();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(shown).toEqual([]);
    expect(server.sent).toHaveLength(1);
  });
});
