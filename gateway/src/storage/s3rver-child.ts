/**
 * The S3 store of the media bench (BENCH_STORAGE=s3) and the fault scripts (FAULTS_STORAGE=s3): s3rver, a test server, in a process of its own so that
 * its memory is not counted as the gateway's. Tells its parent where it listens, then waits.
 */
import { startS3rver } from './s3rver';

startS3rver({ bucket: 'tessera-bench' }).then(
  (server) => {
    process.send?.({ endpoint: server.endpoint, bucket: server.bucket });
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('disconnect', stop);
    process.once('SIGTERM', stop);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
