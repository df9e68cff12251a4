import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database, the outbox (live codes and links) and the generated JWT
 * secret: only the user running the site may read it (docs/decisions/0050-embedded-database-access.md).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Applied by the process that owns DATA_DIR, so that files it creates there are private too. */
export const PRIVATE_UMASK = 0o077;

/** Creates `dir` (and its parents) and makes it 0700, also when it existed with wider modes. */
export function ensurePrivateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((lstatSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
  return dir;
}

/**
 * Takes group and other permissions away from every file and folder under `dir`. PGlite unpacks
 * its initial database with mode 0666 whatever the umask is, and folders made before this rule
 * existed may be open too; symbolic links are left alone (chmod would follow them).
 */
export function tightenTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(dir, entry.name);
    const mode = lstatSync(path).mode & 0o777;
    if (mode & 0o077) chmodSync(path, mode & 0o700);
    if (entry.isDirectory()) tightenTree(path);
  }
}
