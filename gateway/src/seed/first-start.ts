import type { Logger } from 'pino';
import { ensureBootstrapAdmin, installationSecret, systemContext } from '@tessera/schema';
import type { GatewayConfig } from '../config';
import type { TesseraData } from '../data';
import { greetFirstStart } from './greeting';

/**
 * What a first start writes, one gateway at a time (others started with it find it made): the
 * installation's secret (unless TESSERA_SECRET gives one), the first administrator, and with
 * the greeting on, the greeting home page and default statements. Answers the secret.
 */
export function firstStartWrites(data: TesseraData, config: GatewayConfig, log: Logger): Promise<string> {
  const { orm, services } = data;
  return data.startupLock(async () => {
    const made = config.secret ?? (await installationSecret(orm.em.fork()));
    if (await ensureBootstrapAdmin(systemContext(orm.em.fork(), services), config.adminEmail, config.adminPassword)) {
      log.info({ email: config.adminEmail }, 'created the first administrator');
    }
    if (config.greeting && (await greetFirstStart(data))) log.info('first start: made the greeting home page and default statements');
    return made;
  });
}
