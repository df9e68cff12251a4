/** The committed migrations, in order; they run on every start. */
export const migrations: Function[] = []; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
