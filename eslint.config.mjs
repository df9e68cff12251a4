import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Nest's HTTP exceptions, which only the HTTP layer may throw. */
const NEST_HTTP_EXCEPTIONS = [
  'HttpException',
  'HttpStatus',
  'BadGatewayException',
  'BadRequestException',
  'ConflictException',
  'ForbiddenException',
  'GatewayTimeoutException',
  'GoneException',
  'HttpVersionNotSupportedException',
  'ImATeapotException',
  'InternalServerErrorException',
  'MethodNotAllowedException',
  'MisdirectedException',
  'NotAcceptableException',
  'NotFoundException',
  'NotImplementedException',
  'PayloadTooLargeException',
  'PreconditionFailedException',
  'RequestTimeoutException',
  'ServiceUnavailableException',
  'UnauthorizedException',
  'UnprocessableEntityException',
  'UnsupportedMediaTypeException',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS is how a .cjs file imports.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A service refuses with a DomainError (src/common/domain-error.ts); only the HTTP layer
    // (controllers, guards, pipes, interceptors, filters) speaks in HTTP exceptions. Decision 0185.
    files: ['src/**/*.ts'],
    ignores: [
      'src/**/*.controller.ts',
      'src/**/*.guard.ts',
      'src/**/*.pipe.ts',
      'src/**/*.interceptor.ts',
      'src/**/*.filter.ts',
      'src/**/*.spec.ts',
      'src/common/uuid-param.ts',
      'src/common/validation.ts',
      'src/recordings/recording-upload.ts',
      'src/ssr/page-post-failure.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: NEST_HTTP_EXCEPTIONS,
              message:
                'Throw a DomainError (src/common/domain-error.ts); the error filter maps it.',
            },
          ],
        },
      ],
    },
  },
);
