/**
 * The shared password rule, imported from its own module rather than '@tumbuh/shared': the browser
 * build leaves it out of the shared index (vite.config.ts, sharedWithoutPasswordEstimator) so the
 * strength estimator it imports reaches only the chunks of the password forms.
 */
export * from '../../../../../packages/shared/src/password-rules';
