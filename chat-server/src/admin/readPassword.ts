import type { Readable, Writable } from 'node:stream';

export interface PasswordInput {
  input: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  output: Writable;
}

/**
 * Reads a password: on a terminal without echo (raw mode, Enter ends it, Backspace deletes, Ctrl-C
 * aborts); otherwise the first line of standard input (scripts: `echo "$PASSWORD" | npm run staff -- add …`).
 */
export function readPassword(prompt: string, io: PasswordInput): Promise<string> {
  return io.input.isTTY && io.input.setRawMode ? readFromTerminal(prompt, io) : readFirstLine(io.input);
}

function readFromTerminal(prompt: string, io: PasswordInput): Promise<string> {
  const { input, output } = io;
  output.write(prompt);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let password = '';
    const finish = (error?: Error, rest = '') => {
      input.setRawMode?.(false);
      input.pause();
      input.off('data', onData);
      // Keys typed (or pasted) after Enter belong to the next question.
      if (rest) input.unshift(rest);
      output.write('\n');
      if (error) reject(error);
      else resolve(password);
    };
    const onData = (chunk: string) => {
      const characters = [...chunk];
      for (const [index, character] of characters.entries()) {
        if (character === '\r' || character === '\n') return finish(undefined, characters.slice(index + 1).join(''));
        if (character === '\u0003' || character === '\u0004') return finish(new Error('Cancelled'));
        if (character === '\u007f' || character === '\b') password = password.slice(0, -1);
        else if (character >= ' ') password += character;
      }
    };
    input.on('data', onData);
  });
}

function readFirstLine(input: Readable): Promise<string> {
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let text = '';
    const done = () => {
      input.off('data', onData);
      input.off('end', done);
      input.off('error', reject);
      input.pause();
      resolve((text.split(/\r?\n/)[0] ?? '').replace(/\r$/, ''));
    };
    const onData = (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) done();
    };
    input.on('data', onData);
    input.on('end', done);
    input.on('error', reject);
    input.resume();
  });
}
