// The key that seals the service's event store (issue 16 part 6): derived with HKDF-SHA256 from the
// service's secret and a per-store salt, checked against a stored check value so a wrong key stops.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { InputError } from '../core/index.ts';

/** The environment variable `intentguard serve` reads the store key from (else the bearer token). */
export const STORE_KEY_ENV = 'INTENTGUARD_STORE_KEY';
/** Shortest secret a store key is derived from (as the bearer token). */
export const MIN_STORE_SECRET = 16;

/** The store's `serve_meta` rows that hold the salt and the check value. */
export const META_SALT = 'seal_salt';
export const META_CHECK = 'seal_key_check';

const SEAL_INFO = 'intentguard serve event store: AES-256-GCM seal v1';
const CHECK_INFO = 'intentguard serve event store: key check v1';
const CHECK_MESSAGE = 'intentguard store key check';
/** Prefix of every sealed value: the format, so a later one can be told apart. */
const SEAL_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value did not open: tampered with, or sealed under another key. */
export class SealError extends Error {
  override readonly name = 'SealError';
}

export const WRONG_KEY_MESSAGE =
  'the store key does not open this event store: every instance sharing a store needs the key it was created with (--store-key or $INTENTGUARD_STORE_KEY, else the bearer token)';

export class StoreKey {
  readonly #key: Buffer;

  private constructor(key: Buffer) {
    this.#key = key;
  }

  /**
   * The key of a store whose meta rows are `stored` (salt and check value, base64); for a store that
   * has none yet, a fresh salt and the rows to write. A secret that fails the check throws.
   */
  static establish(
    secret: string | Uint8Array,
    stored: { salt?: string | undefined; check?: string | undefined },
  ): { key: StoreKey; write?: { salt: string; check: string } } {
    const ikm = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
    if (ikm.length < MIN_STORE_SECRET)
      throw new InputError(`the store key must be at least ${MIN_STORE_SECRET} characters`);
    if (stored.salt === undefined) {
      if (stored.check !== undefined) throw new InputError(`the event store has a key check but no salt`);
      const salt = randomBytes(32);
      return {
        key: new StoreKey(derive(ikm, salt, SEAL_INFO)),
        write: { salt: salt.toString('base64'), check: checkValue(ikm, salt) },
      };
    }
    if (stored.check === undefined) throw new InputError('the event store has a salt but no key check');
    const salt = Buffer.from(stored.salt, 'base64');
    const expected = Buffer.from(stored.check, 'base64');
    const actual = Buffer.from(checkValue(ikm, salt), 'base64');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
      throw new InputError(WRONG_KEY_MESSAGE);
    return { key: new StoreKey(derive(ikm, salt, SEAL_INFO)) };
  }

  /** `plain` under AES-256-GCM with a fresh IV; `context` (the row it belongs to) is authenticated too. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEAL_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The text sealed for `context`; throws SealError when it does not open. */
  open(sealed: string, context: string): string {
    if (!sealed.startsWith(SEAL_PREFIX))
      throw new SealError(`${context}: not a sealed value of a known format`);
    const raw = Buffer.from(sealed.slice(SEAL_PREFIX.length), 'base64');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SealError(`${context}: the sealed value is cut short`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SealError(
        `${context} does not open with this store's key (altered, or sealed under another key)`,
      );
    }
  }
}

function derive(ikm: Buffer, salt: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, 32));
}

/** An HMAC under a key derived apart from the sealing key: it tells a wrong key and reveals nothing. */
function checkValue(ikm: Buffer, salt: Buffer): string {
  return createHmac('sha256', derive(ikm, salt, CHECK_INFO))
    .update(CHECK_MESSAGE)
    .digest('base64');
}
