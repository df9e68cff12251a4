import { onServer } from './worker-databases';

/**
 * A database of its own on the Postgres that `DATABASE_URL` names, for a suite whose assertions
 * start from an empty site (CI runs the e2e and browser suites against one server, and the e2e
 * suite leaves published talks, articles and photographs behind). Returns its URL and a `drop`.
 */
export async function scratchDatabase(
  baseUrl: string,
  tag: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pragya_${tag}_${Date.now().toString(36)}_${process.pid}`;
  await onServer(baseUrl, [`CREATE DATABASE ${name}`]);
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => onServer(baseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}
