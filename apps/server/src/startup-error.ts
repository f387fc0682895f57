import { ConfigError } from './config/env';

/** An error that ends the start with its message as one clear line, without a stack trace. */
export class StartupError extends Error {}

/** One clear line for configuration and start-up problems; no stack trace. */
export function describeStartupFailure(err: unknown): string {
  if (err instanceof ConfigError) return `Configuration error: ${err.message}`;
  if (err instanceof StartupError) return `Cannot start: ${err.message}`;
  return `Cannot start: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
}
