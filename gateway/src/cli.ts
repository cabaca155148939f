#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { createUser, describeError, isCodedError, systemContext } from '@tessera/schema';
import { readConfig } from './config';
import { openTesseraData } from './data';
import { createLogger } from './logger';
import { seedDemo } from './seed/seed-demo';

const usage = `Usage:
  tessera user:create --email <email> --role <admin|editor|reviewer> [--name <name>] [--password <password>]
  tessera seed:demo      fill an empty installation with the demo site (four locales)

Without --password the account is created inactive and an activation link is mailed
(to SMTP_URL, or to TESSERA_DATA_DIR/outbox/ when no SMTP server is configured).`;

async function userCreate(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const config = readConfig();
  const data = await openTesseraData(config, createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    const user = await createUser(systemContext(data.orm.em.fork(), data.services), {
      email: values.email,
      role: values.role,
      profile: { name: values.name ?? values.email?.split('@')[0] },
      password: values.password,
    });
    console.log(`created user ${user.id} <${user.email}> with role ${user.role.name}${user.active ? '' : ' (inactive: activation link mailed)'}`);
    return 0;
  } catch (error) {
    if (!isCodedError(error)) throw error;
    for (const entry of error.errors) console.error(`error ${entry.code}: ${describeError(entry.code, entry.property)}`);
    return 2;
  } finally {
    await data.close();
  }
}

async function demo(): Promise<number> {
  const data = await openTesseraData(readConfig(), createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    const { pages } = await seedDemo(data);
    console.log(`demo site created: ${pages} pages in four locales, with menus, tags, team, skills, certificates and site texts`);
    return 0;
  } catch (error) {
    if (!isCodedError(error)) throw error;
    for (const entry of error.errors) console.error(`error ${entry.code}: ${describeError(entry.code, entry.property)}`);
    return 2;
  } finally {
    await data.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'user:create') return userCreate(rest);
  if (command === 'seed:demo') return demo();
  console.error(usage);
  return command === undefined || command === '--help' ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
