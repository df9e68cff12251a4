// Starting the app (and, on a fresh PGlite, initialising the database) takes seconds on 2 cores.
jest.setTimeout(120_000);
