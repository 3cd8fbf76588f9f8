import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { createHashingCapacity } from './hashing-capacity.js';

const scryptInThreadPool = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * Two hashes at a time in this process, eight more waiting (about a second's work); beyond that a
 * login is refused at once (`HashingBusyError`), so a flood of guesses from many addresses leaves
 * Node's thread pool free to send files.
 */
const withHashingSlot = createHashingCapacity({ running: 2, waiting: 8 });

const scryptAsync: typeof scryptInThreadPool = (password, salt, keyLength, options) =>
  withHashingSlot(() => scryptInThreadPool(password, salt, keyLength, options));

/**
 * One of OWASP's equivalent scrypt settings: N = 2^14, r = 8, p = 5. It costs as much work as
 * N = 2^17, p = 1 but needs 16 MiB of memory per hash instead of 128 MiB, so a start-up or a burst
 * of login attempts does not swell the server's memory. Hashes made with other settings (the
 * earlier 17/8/1) still verify: each hash names its own.
 */
const COST_LOG2 = 14;
const BLOCK_SIZE = 8;
const PARALLELISM = 5;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/** A self-describing hash, `scrypt$14$8$5$salt$key`, so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    N: 2 ** COST_LOG2,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', COST_LOG2, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const [algorithm, costLog2, blockSize, parallelism, saltText, keyText] = storedHash.split('$');
  if (algorithm !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: 2 ** Number(costLog2),
    r: Number(blockSize),
    p: Number(parallelism),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** A strong random password for the first start: 24 characters from 18 random bytes. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
