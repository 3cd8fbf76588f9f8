/**
 * How many confirmations one e-mail address may be sent: anyone can type any address into the
 * form, so without a cap the form would mail a stranger as often as it is sent (once per opening
 * a day). HR is told of every application all the same. Counted in this process, per address in
 * lower case, over the last `windowMs`.
 */
export function createConfirmationQuota(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sentAt = new Map<string, number[]>();
  return {
    /** True, and counted, when the address may be sent one more confirmation now. */
    take(address: string): boolean {
      const time = now();
      // Forget what has left the window, for every address, so the map stays small.
      for (const [key, times] of sentAt) {
        const recent = times.filter((sent) => time - sent < options.windowMs);
        if (recent.length === 0) sentAt.delete(key);
        else sentAt.set(key, recent);
      }
      const key = address.toLowerCase();
      const times = sentAt.get(key) ?? [];
      if (times.length >= options.max) return false;
      sentAt.set(key, [...times, time]);
      return true;
    },
  };
}
