import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (~17 ms per hash on our machines). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account exists keeps sign-in time the same either way. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash("decoy password that nobody has");
  return decoyHash;
}
