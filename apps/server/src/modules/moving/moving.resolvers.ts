import { ImportResolver } from './import.resolver';
import { RedirectResolver } from './redirect.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const movingResolvers: Function[] = [RedirectResolver, ImportResolver];
