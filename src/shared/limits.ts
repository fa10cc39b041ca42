/** Limits shared by server and client, each with the reason it is what it is. */

/** Spec §9: registration and beta account creation. */
export const PASSWORD_MIN_LENGTH = 6;
/** Spec §9: a reset asks for a stronger password than registration. */
export const RESET_PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a megabyte "password" is an attack, not a password. */
export const PASSWORD_MAX_LENGTH = 200;
/** RFC 5321 caps an address at 254 characters in practice. */
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any real name, short enough for a header. */
export const NAME_MAX_LENGTH = 100;
/** Band names show in a header switcher on a phone. */
export const BAND_NAME_MAX_LENGTH = 100;
/** Invite codes are 8 characters; anything much longer is not one. */
export const INVITE_CODE_MAX_LENGTH = 32;
/** Tokens in links (verification, reset, invite) are 43 base64url characters. */
export const TOKEN_MAX_LENGTH = 128;
