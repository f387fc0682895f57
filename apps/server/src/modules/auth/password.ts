import bcrypt from 'bcryptjs';
import crypto from 'node:crypto';

// 10 rounds (OWASP's floor for bcrypt): about 0.2 s per check with bcryptjs on this class of machine.
export const PASSWORD_HASH_COST = 10;

/**
 * A bcrypt hash (same cost) of a random password nobody knows: unknown usernames are compared
 * against it, so a failed sign-in takes as long whether or not the user exists.
 */
export const DUMMY_HASH = '$2b$10$aQcOx3uCmraTZvq.cZdkG.qNPYl2vSxGwxTJxAXNJZZCPJQpnaV3C';

export const hashPassword = (plain: string) => bcrypt.hash(plain, PASSWORD_HASH_COST);
export const verifyPassword = (plain: string, hash: string) => bcrypt.compare(plain, hash);

/** A strong random password for the first admin when none is configured. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}
