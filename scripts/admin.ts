/**
 * `npm run admin -- grant|revoke EMAIL`: gives or takes the admin role from the shell, on
 * DATABASE_URL or the embedded database in DATA_DIR, recorded in the admin audit log with the
 * actor `shell`. The embedded database admits one process: while the site runs on it, this says
 * so in one line and changes nothing (the site's admin area can change roles meanwhile).
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { changeRole } from '../src/admin/grants/role-change';
import { normaliseEmail } from '../src/common/email-address';
import { ConfigError, loadConfig } from '../src/config/env';
import { dataSourceOptions } from '../src/database/database.options';
import {
  EmbeddedDatabaseInUse,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/database/embedded-postgres';
import { runMigrationsLocked } from '../src/database/run-migrations';
import { announceAccountChange, SESSION_CACHE_TTL_MS } from '../src/sessions/session-cache';
import { User } from '../src/users/user.entity';

const USAGE = 'Usage: npm run admin -- grant|revoke EMAIL';

/** A refusal the person at the shell can act on: printed as one line, exit code 1. */
class Refusal extends Error {}

async function openDatabase(): Promise<{
  dataSource: DataSource;
  redisUrl?: string;
  close: () => Promise<void>;
}> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(`Configuration error: ${error.message}`);
    throw error;
  }
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres(config.dataDir);
    } catch (error) {
      if (error instanceof EmbeddedDatabaseInUse) {
        throw new Refusal(
          `The embedded database in ${error.dataDir} is held by the running site (process ${error.pid}): nothing was changed. Use the site's admin area, or stop the site and run this again.`,
        );
      }
      throw error;
    }
  }
  const dataSource = new DataSource(
    embedded
      ? dataSourceOptions(embedded.url, embedded.socketDir)
      : dataSourceOptions(config.databaseUrl as string),
  );
  await dataSource.initialize();
  return {
    dataSource,
    redisUrl: config.redisUrl,
    close: async () => {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

async function run(command: string | undefined, address: string | undefined): Promise<string> {
  if ((command !== 'grant' && command !== 'revoke') || !address) throw new Refusal(USAGE);
  const email = normaliseEmail(address);
  const { dataSource, redisUrl, close } = await openDatabase();
  let changedUserId: string | undefined;
  try {
    // A database the site has never started on has no tables yet: bring it up to date first.
    await runMigrationsLocked(dataSource);
    const line = await dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ email });
      if (!user) throw new Refusal(`No account has the address ${email}: nothing was changed.`);
      if (command === 'grant' && !user.isEmailVerified) {
        throw new Refusal(
          `The account ${email} has not verified its address yet: nothing was changed. Ask the member to follow the link in their verification e-mail first.`,
        );
      }
      const role = command === 'grant' ? 'admin' : 'user';
      const changed = await changeRole(manager, user, role, 'shell', new Date(), null);
      if (!changed) return `${email} is already ${role === 'admin' ? 'an admin' : 'not an admin'}.`;
      changedUserId = user.id;
      return role === 'admin' ? `${email} is now an admin.` : `${email} is no longer an admin.`;
    });
    // The site's replicas may hold the account's sessions in memory (SessionCache): after the
    // commit, tell them, or the old role would stand until their entries expire.
    if (changedUserId && redisUrl) {
      try {
        await announceAccountChange(redisUrl, changedUserId);
      } catch (error) {
        return `${line} (Redis was not reachable: running replicas may show the old role for up to ${SESSION_CACHE_TTL_MS / 1000} s: ${(error as Error).message})`;
      }
    }
    return line;
  } finally {
    await close();
  }
}

run(process.argv[2], process.argv[3]).then(
  (line) => {
    console.log(line);
  },
  (error: unknown) => {
    console.error(error instanceof Refusal ? error.message : `Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
