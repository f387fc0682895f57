/**
 * The shared password rule with its strength estimator (packages/shared password-rules: zxcvbn-ts
 * and its dictionaries), which the shared index leaves out: imported from its own module, so the
 * estimator reaches only the chunks of the password forms.
 */
export * from '../../../../../packages/shared/src/password-rules';
