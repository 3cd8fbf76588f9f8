/**
 * Asks for a secret at the terminal without showing it: the terminal is put in raw mode, so what
 * is typed is not echoed, and the keys are read here (Enter ends, Backspace removes the last
 * character, Ctrl+C cancels). Used by `npm run admin:password`.
 */
export async function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  // Echo is off before the prompt invites typing.
  input.setRawMode(true);
  process.stdout.write(prompt);
  input.setEncoding('utf8');
  input.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const key of chunk) {
          if (key === '\r' || key === '\n' || key === '\u0004') {
            input.off('data', onData);
            return resolve(typed);
          }
          if (key === '\u0003') {
            input.off('data', onData);
            return reject(new Error('Cancelled; nothing was changed.'));
          }
          if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
          else if (key >= ' ') typed += key;
        }
      };
      input.on('data', onData);
    });
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stdout.write('\n');
  }
}
