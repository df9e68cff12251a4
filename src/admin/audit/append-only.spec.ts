import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AuditService } from './audit.service';

const root = join(__dirname, '..', '..', '..');

/** Every source file of the server, the client, the scripts and the migrations. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ['src', 'scripts', 'client'].flatMap((dir) => sourceFiles(join(root, dir)));

/** Where a file could change or remove rows of the admin audit log. */
function writesBesidesInsert(text: string): string[] {
  const found: string[] = [];
  const sql = /\b(UPDATE|DELETE\s+FROM|TRUNCATE(\s+TABLE)?)\s+"?admin_audit\b/gi;
  for (const match of text.matchAll(sql)) found.push(match[0]);
  // TypeORM: a repository or query builder of the entity that updates, deletes, saves or removes.
  const entityWrite =
    /(getRepository|Repository<|InjectRepository|createQueryBuilder)\(?\s*<?AdminAuditEntry\b[\s\S]{0,200}?\.(update|delete|save|remove|softDelete|softRemove|upsert|increment|decrement|clear)\(/g;
  for (const match of text.matchAll(entityWrite)) found.push(match[0].slice(0, 80));
  return found;
}

describe('the admin audit log is append-only', () => {
  it('reads the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith('audit.service.ts'))).toBe(true);
  });

  it('has no UPDATE, DELETE or TRUNCATE of admin_audit anywhere but the trigger that refuses them', () => {
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const hits = writesBesidesInsert(text);
      // The migration names them only to refuse them (BEFORE UPDATE OR DELETE ... TRUNCATE ON).
      if (file.endsWith('-AdminArea.ts')) return [];
      return hits.map((hit) => `${relative(root, file)}: ${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('AuditService exposes record and reads only', () => {
    const methods = Object.getOwnPropertyNames(AuditService.prototype).filter(
      (name) => name !== 'constructor',
    );
    expect(methods.sort()).toEqual(['actions', 'list', 'record']);
  });

  it('the only repository write in the audit module is the insert', () => {
    const text = readFileSync(join(__dirname, 'audit.service.ts'), 'utf8');
    const writes = [...text.matchAll(/\.(insert|update|delete|save|remove|upsert|clear)\(/g)].map(
      (match) => match[1],
    );
    expect(writes).toEqual(['insert']);
  });

  it('the scan finds a write when there is one', () => {
    expect(
      writesBesidesInsert('await manager.query(`DELETE FROM admin_audit WHERE id = $1`)'),
    ).toHaveLength(1);
    expect(writesBesidesInsert("UPDATE admin_audit SET action = 'x'")).toHaveLength(1);
    expect(
      writesBesidesInsert('manager.getRepository(AdminAuditEntry).delete({ id })'),
    ).toHaveLength(1);
  });
});
