/** Unit specs sit beside the code (src/, client/); API e2e specs live in test/e2e. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

/**
 * otplib's default plugins load @scure/base and @noble/hashes, which ship only as ES modules:
 * Node loads them through require(esm), jest needs them compiled to CommonJS like our own code.
 */
const transformIgnorePatterns = ['^(?!.*/node_modules/(@scure|@noble)/).*/node_modules/'];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/client'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.(css|woff2)\\?url$': '<rootDir>/test/helpers/asset-url.js',
        '\\.svg\\?raw$': '<rootDir>/test/helpers/raw-svg.js',
      },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e-spec.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/test/helpers/jest-e2e.setup.ts'],
      globalSetup: '<rootDir>/test/helpers/jest-e2e.global-setup.ts',
      globalTeardown: '<rootDir>/test/helpers/jest-e2e.global-teardown.ts',
    },
  ],
};
