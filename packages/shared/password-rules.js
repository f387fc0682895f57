// `@tumbuh/shared/password-rules`: the password rule with its strength estimator, outside the
// shared index so that only who checks a password loads the estimator (src/password-rules.ts).
module.exports = require('./dist/password-rules');
