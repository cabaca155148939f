import { CodedError } from '../errors/coded-error';
import type { WorkSlots } from '../context';

/*
 * The per-user caps on expensive work (context.ts's WorkSlots) counted in one process. With
 * TESSERA_WORKERS the gateway's primary counts for all its workers with the same SlotCounts
 * (gateway/src/cluster/work-slots.ts).
 */

/** Slots taken per key, by holder (a worker id, or 0 for this process). */
export class SlotCounts {
  private readonly taken = new Map<string, Map<number, number>>();

  take(key: string, limit: number, holder = 0): boolean {
    const holders = this.taken.get(key) ?? new Map<number, number>();
    let total = 0;
    for (const count of holders.values()) total += count;
    if (total >= limit) return false;
    holders.set(holder, (holders.get(holder) ?? 0) + 1);
    this.taken.set(key, holders);
    return true;
  }

  give(key: string, holder = 0): void {
    const holders = this.taken.get(key);
    const count = holders?.get(holder);
    if (!holders || !count) return;
    if (count > 1) holders.set(holder, count - 1);
    else holders.delete(holder);
    if (holders.size === 0) this.taken.delete(key);
  }

  /** Everything a holder had (a worker that exited). */
  forget(holder: number): void {
    for (const [key, holders] of this.taken) {
      holders.delete(holder);
      if (holders.size === 0) this.taken.delete(key);
    }
  }
}

const busy = () => new CodedError('G_02').withDetails({ retryAfterSeconds: 1 });

/** Work slots over any way of claiming and giving back a slot by key (`kind:userId`). */
export function workSlotsOf(claim: (key: string, limit: number) => Promise<boolean>, release: (key: string) => void): WorkSlots {
  return {
    async run(kind, userId, limit, job) {
      const key = `${kind}:${userId}`;
      if (!(await claim(key, limit))) throw busy();
      try {
        return await job();
      } finally {
        release(key);
      }
    },
  };
}

/** The slots of a process that is the only one counting (a gateway alone, a test domain, the CLI). */
export function processWorkSlots(): WorkSlots {
  const counts = new SlotCounts();
  return workSlotsOf(
    async (key, limit) => counts.take(key, limit),
    (key) => counts.give(key),
  );
}
