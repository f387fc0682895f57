export * from './dist/password-rules';
