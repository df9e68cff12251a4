import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database.options';

/** For the TypeORM CLI (npm run migration:*): needs DATABASE_URL, e.g. the local Postgres. */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to run migration commands');
export default new DataSource(dataSourceOptions(url, false));
