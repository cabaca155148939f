import cluster, { type Worker } from 'node:cluster';
import { processWorkSlots, SlotCounts, workSlotsOf, type WorkSlots } from '@tessera/schema';

/*
 * Per-user caps on expensive work (schema's WorkSlots). One gateway process counts in memory;
 * with TESSERA_WORKERS the primary counts for every worker over node:cluster's channel, so a
 * user's third preview is refused whichever worker it reaches. A worker that dies gives back
 * what it held. Gateways on other machines count apart: the cap is per machine.
 */

/** How long a worker waits for the primary's answer before it refuses the work (G_02). */
const claimTimeoutMs = 2_000;

const channel = 'tessera:work-slots';

type SlotMessage =
  { channel: typeof channel; claim: number; key: string; limit: number } | { channel: typeof channel; release: string } | { channel: typeof channel; answer: number; granted: boolean };

const isSlotMessage = (message: unknown): message is SlotMessage => typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === channel;

/** The slots of a TESSERA_WORKERS worker: the primary counts (serveWorkSlots). */
export function workerWorkSlots(): WorkSlots {
  let serial = 0;
  const waiting = new Map<number, (granted: boolean) => void>();
  process.on('message', (message: unknown) => {
    if (!isSlotMessage(message) || !('answer' in message)) return;
    waiting.get(message.answer)?.(message.granted);
    waiting.delete(message.answer);
  });
  const send = (message: SlotMessage) => {
    if (process.connected) process.send!(message);
  };
  return workSlotsOf(
    (key, limit) =>
      new Promise<boolean>((resolve) => {
        const claim = ++serial;
        const timer = setTimeout(() => {
          // Refused here; should the primary grant it after all, the slot goes straight back.
          waiting.set(claim, (granted) => granted && send({ channel, release: key }));
          resolve(false);
        }, claimTimeoutMs);
        timer.unref();
        waiting.set(claim, (granted) => {
          clearTimeout(timer);
          resolve(granted);
        });
        send({ channel, claim, key, limit });
      }),
    (key) => send({ channel, release: key }),
  );
}

/** The primary's side: counts the slots of every worker, and forgets a worker's when it exits. */
export function serveWorkSlots(): void {
  const counts = new SlotCounts();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isSlotMessage(message)) return;
    if ('claim' in message) {
      const granted = counts.take(message.key, message.limit, worker.id);
      if (worker.isConnected()) worker.send({ channel, answer: message.claim, granted } satisfies SlotMessage);
    } else if ('release' in message) {
      counts.give(message.release, worker.id);
    }
  });
  cluster.on('exit', (worker) => counts.forget(worker.id));
}

/** The slots for this process: a worker's asks its primary. */
export function workSlotsForProcess(): WorkSlots {
  return cluster.isWorker ? workerWorkSlots() : processWorkSlots();
}
