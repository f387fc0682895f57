/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "moduleTypes": {}, "compilerOptions": {"module": "nodenext", "moduleResolution": "nodenext"}}
 */
import type { Config } from 'jest';

// ts-jest only transpiles (isolatedModules): `npm test` type-checks every workspace with tsc first.
const tsJest = (tsconfig: string | Record<string, unknown>) => ['ts-jest', { tsconfig, diagnostics: false }] as const;

// The shared package from its sources: its index, and the password rule with its estimator, which
// the index leaves out (packages/shared/password-rules.js).
const SHARED = {
  '^@tumbuh/shared$': '<rootDir>/packages/shared/src/index.ts',
  '^@tumbuh/shared/password-rules$': '<rootDir>/packages/shared/src/password-rules.ts',
};

const serverTransform = {
  '^.+\\.tsx?$': tsJest('<rootDir>/apps/server/tsconfig.jest.json'),
  // graphql-upload, fs-capacitor and feed are ESM only.
  '^.+\\.m?js$': ['babel-jest', { plugins: ['@babel/plugin-transform-modules-commonjs'] }],
} as Config['transform'];

const config: Config = {
  // Global (a project-level testTimeout is ignored): hooks start real servers on a shared machine.
  testTimeout: 60_000,
  // A handle some suite leaves open (seen: a session store's prune timer after its pool ended) kept
  // jest's process alive after the summary, so `npm test` never ended; the summary and exit code are
  // final by then.
  forceExit: true,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/shared/src', '<rootDir>/apps/server/src'],
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['\\.int\\.spec\\.ts$'],
      transform: serverTransform,
      transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|feed)/)'],
      moduleNameMapper: SHARED,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps/web/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/apps/web/src/test/setup.ts'],
      transform: {
        '^.+\\.tsx?$': tsJest({
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          esModuleInterop: true,
          isolatedModules: true,
          types: ['node', 'jest'],
        }),
        '^.+\\.m?js$': ['babel-jest', { plugins: ['@babel/plugin-transform-modules-commonjs'] }],
      },
      // react-intl and formatjs are ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
      moduleNameMapper: {
        ...SHARED,
        '\\.(css|svg|png|jpg)$': '<rootDir>/apps/web/src/test/file-stub.ts',
      },
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/apps/server/src'],
      testMatch: ['**/*.int.spec.ts'],
      transform: serverTransform,
      transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|feed)/)'],
      moduleNameMapper: SHARED,
      globalSetup: '<rootDir>/apps/server/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/server/src/test/global-teardown.ts',
      testTimeout: 60_000,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/e2e/tsconfig.jest.json') },
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      testTimeout: 90_000,
    },
  ],
};

export default config;
