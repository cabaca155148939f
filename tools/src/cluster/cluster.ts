/**
 * `npm run cluster [-- --gateways N]`: a cluster like production on this machine (see
 * local-cluster.ts): N gateways (default 2), PostgreSQL (DATABASE_URL, or a private server),
 * s3rver, HAProxy, and Varnish when installed. Prints the URLs; Ctrl-C stops everything.
 */
import { parseArgs } from 'node:util';
import { adminEmail, adminPassword, startLocalCluster } from './local-cluster';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { gateways: { type: 'string', default: '2' } } });
  const gateways = Number(values.gateways);
  if (!Number.isInteger(gateways) || gateways < 1 || gateways > 16) throw new Error('--gateways must be a whole number from 1 to 16');
  console.log(`starting a local cluster of ${gateways} gateways…`);
  const cluster = await startLocalCluster({ gateways, databaseUrl: process.env.DATABASE_URL || undefined, log: (line) => console.log(`  ${line}`) });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the cluster…`);
    cluster.stop().then(
      () => {
        console.log('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (cluster.s3Missing) console.log(`  media: ${cluster.s3Missing}`);
  if (cluster.varnishMissing) console.log(`  Varnish: ${cluster.varnishMissing}`);
  console.log(`\nthe site:  ${cluster.front}/`);
  console.log(`the admin: ${cluster.front}/cmsadmin  (${adminEmail} / ${adminPassword})`);
  console.log(`(a new, empty site: make pages in the admin, or fill it with DATABASE_URL=${cluster.databaseUrl} npm run tessera -- seed:demo)`);
  console.log(`logs and data: ${cluster.dir}\nCtrl-C stops the cluster.`);
}

main().catch((error) => {
  console.error('the cluster could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
