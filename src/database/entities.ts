/** Every TypeORM entity of the app; each module's entity is added here. */
export const entities: Function[] = []; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
