import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes: unguessable secrets for sessions and e-mailed links. */
const SECRET_BYTES = 32;

/** A secret for a cookie or link; store only its `hashToken`. */
export function newSecretToken(): string {
  return randomBytes(SECRET_BYTES).toString("base64url");
}

/** Secrets at rest are SHA-256 hashes (DESIGN §3), so a database leak yields no working link or session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const URL_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Spec §9: share tokens are 32 characters. */
export const SHARE_TOKEN_LENGTH = 32;

/** Share tokens are public by design (anyone with the link may read), so they are stored as they are. */
export function newShareToken(): string {
  return randomString(URL_SAFE, SHARE_TOKEN_LENGTH);
}

/** Unambiguous when read aloud or typed from a phone: no 0/O, 1/I/L. */
const INVITE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  return randomString(INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH);
}

function randomString(alphabet: string, length: number): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
