// Writes client/content/glossary-usage.ts: the pages that use each glossary term, computed from the
// content (client/search/glossary-usage.ts). Run `npx tsx scripts/content/glossary-usage.ts` after
// changing the content; client/search/glossary-usage.spec.ts fails while the file is out of date.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { glossary } from '../../client/content/glossary';
import { searchDocuments } from '../../client/search/documents';
import { glossaryUsageSource } from '../../client/search/glossary-usage-source';

const target = join(__dirname, '..', '..', 'client', 'content', 'glossary-usage.ts');
writeFileSync(target, glossaryUsageSource(searchDocuments(), glossary));
execFileSync(join(__dirname, '..', '..', 'node_modules', '.bin', 'prettier'), ['--write', target]);
console.log(`Wrote ${target}`);
