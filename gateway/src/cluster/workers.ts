import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import { holdEmbeddedDatabase, joinableEmbeddedDatabase, type HeldDatabase } from '../data';
import { mallocSettingsMissing } from '../malloc-settings';
import { serveWorkSlots } from './work-slots';
import { serveClusterMetrics } from '../metrics/cluster-metrics';
import type { MetricsServer } from '../metrics/metrics-server';

/**
 * TESSERA_WORKERS > 1: this process (node:cluster's primary) serves no request itself. It holds
 * the embedded database when there is no DATABASE_URL (the workers join it as the command line
 * does, through the announced URL), starts one worker first (it applies the migrations and makes
 * the first administrator alone) and then the others, all listening on the one port. Each worker
 * is a whole gateway: its own HTML cache, invalidated by the domain events like a gateway on
 * another machine. A worker that dies is started again after a backoff (0.5 s doubling to 30 s,
 * reset once a worker has lived 30 s). The primary also counts the per-user caps on expensive
 * work for all of them (work-slots.ts). SIGTERM or SIGINT: every worker gets SIGTERM and shuts
 * down gracefully; then the embedded database closes and the primary exits 0.
 */

/** A worker that lived this long before dying starts again without the backoff of earlier deaths. */
const stableAfterMs = 30_000;
const firstRestartMs = 500;
const longestRestartMs = 30_000;

interface Slot {
  id: number;
  worker?: Worker;
  startedAt: number;
  failures: number;
  restart?: NodeJS.Timeout;
}

export async function runPrimary(config: GatewayConfig, log: Logger): Promise<void> {
  let held: HeldDatabase | undefined;
  if (!config.databaseUrl && !(await joinableEmbeddedDatabase(config))) {
    // Every worker's pool, its event listener, and room for the command line.
    held = await holdEmbeddedDatabase(config, log, config.workers * (config.dbPoolMax + 2) + 4);
  }
  // Image work is per process: without TESSERA_IMAGE_WORKERS the cores are shared out.
  const workerEnv: Record<string, string> = { TESSERA_WORKER: '1' };
  if (!process.env.TESSERA_IMAGE_WORKERS) workerEnv.TESSERA_IMAGE_WORKERS = String(Math.max(1, Math.floor(availableParallelism() / config.workers)));
  // glibc's defaults let bursts of image work keep hundreds of MB; a worker is a new process, so
  // it gets the settings `npm start` gives, whoever started the primary (malloc-settings.ts).
  Object.assign(workerEnv, mallocSettingsMissing());

  // The per-user caps on expensive work count every worker's (work-slots.ts).
  serveWorkSlots();
  // TESSERA_METRICS_PORT: this process answers /metrics for all the workers, summed (cluster-metrics.ts).
  const metricsServer: MetricsServer | undefined = config.metrics ? await serveClusterMetrics(config.metrics) : undefined;
  const slots: Slot[] = Array.from({ length: config.workers }, (_, i) => ({ id: i + 1, startedAt: 0, failures: 0 }));
  let started = false;
  let stopping = false;
  let allExited: () => void = () => undefined;
  const exitedAll = new Promise<void>((resolve) => (allExited = resolve));

  const fork = (slot: Slot): Worker => {
    const worker = cluster.fork({ ...workerEnv, TESSERA_WORKER_SLOT: String(slot.id) });
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.once('exit', (code, signal) => {
      slot.worker = undefined;
      if (stopping) {
        if (slots.every((each) => !each.worker)) allExited();
        return;
      }
      if (!started) {
        log.error({ slot: slot.id, code, signal }, 'a gateway worker exited while starting: stopping');
        void stop('startup', 1);
        return;
      }
      if (Date.now() - slot.startedAt >= stableAfterMs) slot.failures = 0;
      const delay = Math.min(longestRestartMs, firstRestartMs * 2 ** slot.failures);
      slot.failures += 1;
      log.warn({ slot: slot.id, pid: worker.process.pid, code, signal, restartInMs: delay }, 'a gateway worker died: starting it again');
      slot.restart = setTimeout(() => {
        slot.restart = undefined;
        if (!stopping) fork(slot);
      }, delay);
    });
    return worker;
  };

  const listening = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', () => reject(new Error('the worker exited before it listened')));
    });

  const stop = async (signal: string, exitCode = 0): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: slots.filter((slot) => slot.worker).length }, 'shutting down the gateway workers');
    for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
    const live = slots.filter((slot) => slot.worker);
    if (live.length === 0) allExited();
    for (const slot of live) slot.worker!.process.kill('SIGTERM');
    // Each worker bounds its own shutdown; past that (and a margin) it is killed.
    const bound = setTimeout(
      () => {
        for (const slot of slots) if (slot.worker) slot.worker.process.kill('SIGKILL');
      },
      config.shutdownDrainMs + config.shutdownGraceMs + 15_000,
    );
    await exitedAll;
    clearTimeout(bound);
    await metricsServer?.close();
    if (held) await held.stop();
    log.info('all gateway workers stopped');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await listening(fork(slots[0]));
    await Promise.all(slots.slice(1).map((slot) => listening(fork(slot))));
  } catch (error) {
    if (!stopping) {
      log.error({ err: error }, 'the gateway workers could not start');
      await stop('startup', 1);
    }
    return;
  }
  started = true;
  log.info({ workers: config.workers, port: config.port }, 'Tessera is listening with several worker processes');
}
