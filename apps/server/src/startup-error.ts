/** An error that ends the start with its message as one clear line, without a stack trace. */
export class StartupError extends Error {}
