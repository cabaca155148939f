import './production-default';
import { readConfig } from './config';
import { createTessera } from './compose';

async function main(): Promise<void> {
  const config = readConfig();
  const tessera = await createTessera(config);
  const url = await tessera.listen();
  tessera.services.log.info({ url, admin: `${config.publicUrl}/cmsadmin` }, 'Tessera is listening');
  const stop = async () => {
    await tessera.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Tessera could not start:', error);
  process.exit(1);
});
