import './production-default';
import cluster from 'node:cluster';
import { ConfigError, readConfig, type GatewayConfig } from './config';
import { createTessera } from './compose';
import { createLogger } from './logger';
import { mallocSettings, mallocSettingsMissing } from './malloc-settings';
import { runPrimary } from './cluster/workers';

/** Past the grace for requests, how long closing the rest (background work, database) may take. */
const closeMarginMs = 10_000;

/** One gateway: this process alone (TESSERA_WORKERS=1), or one worker of several. */
async function runGateway(config: GatewayConfig): Promise<void> {
  const tessera = await createTessera(config);
  const url = await tessera.listen();
  const worker = cluster.isWorker ? { worker: Number(process.env.TESSERA_WORKER_SLOT) } : {};
  tessera.services.log.info({ url, admin: `${config.publicUrl}/cmsadmin`, ...worker }, 'Tessera is listening');
  const missing = Object.keys(mallocSettingsMissing());
  if (process.platform === 'linux' && missing.length > 0) {
    tessera.services.log.warn({ missing, settings: mallocSettings }, 'glibc malloc settings are missing: bursts of image work will hold hundreds of MB; `npm start` sets them (docs/deployment.md)');
  }
  // The graceful shutdown: stop accepting, finish the requests in flight (up to
  // TESSERA_SHUTDOWN_GRACE_MS), stop background work, close the database, exit 0. A second
  // SIGINT, or a close that outlives its bound, ends the process at once with 1.
  const stop = (signal: string) => {
    if (tessera.shuttingDown) {
      // SIGTERM may arrive twice (from the primary and from a supervisor signalling the whole
      // group, as systemd and `timeout` do): the shutdown under way goes on. Ctrl-C twice ends it.
      if (signal !== 'SIGINT') return;
      tessera.services.log.warn({ signal }, 'second Ctrl-C while shutting down: exiting now');
      process.exit(1);
    }
    tessera.services.log.info(
      { signal, drainMs: signal === 'SIGTERM' ? config.shutdownDrainMs : 0, graceMs: config.shutdownGraceMs, pid: process.pid },
      'shutting down: draining, then finishing the requests in flight',
    );
    const bound = setTimeout(
      () => {
        tessera.services.log.error('the shutdown did not finish in time: exiting');
        process.exit(1);
      },
      config.shutdownDrainMs + config.shutdownGraceMs + closeMarginMs,
    );
    bound.unref();
    // Only a supervisor's SIGTERM drains: Ctrl-C and a lost primary stop at once.
    const drain = signal === 'SIGTERM';
    tessera.close({ drain }).then(
      () => {
        tessera.services.log.info({ pid: process.pid }, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        tessera.services.log.error({ err: error }, 'the shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (cluster.isWorker) {
    // Ctrl-C reaches the whole process group: the primary answers it by sending each worker
    // SIGTERM once, so a worker ignores SIGINT itself. A worker whose primary is gone stops.
    process.on('SIGINT', () => undefined);
    process.on('disconnect', () => {
      if (!tessera.shuttingDown) stop('primary gone');
    });
  } else {
    process.on('SIGINT', () => stop('SIGINT'));
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, createLogger(config.logLevel));
  else await runGateway(config);
}

main().catch((error) => {
  // A setting that cannot work says which and why, without a stack.
  if (error instanceof ConfigError) console.error(`Tessera could not start: ${error.message}`);
  else console.error('Tessera could not start:', error);
  process.exit(1);
});
