// The build's empty embedded database, copied by a site's first start instead of running initdb
// there (src/database/embedded-postgres.ts; docs/decisions/0188-the-first-start-copies-an-empty-database.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './build-state.mjs';

const require = createRequire(import.meta.url);
const { writeDatabaseTemplate } = require(join(ROOT, 'dist/server/database/embedded-postgres.js'));
await writeDatabaseTemplate();
