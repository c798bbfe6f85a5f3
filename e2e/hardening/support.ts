import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Hostile strings a visitor (or a bot) can type; none may ever run. Each would set window.pwned. */
export const PAYLOADS = {
  script: '<script>window.pwned="script"</script>',
  img: '<img src=x onerror="window.pwned=\'img\'">',
  svg: '<svg onload="window.pwned=\'svg\'"></svg>',
  anchor: '<a href="javascript:window.pwned=\'anchor\'">call us</a>',
  markdown: '[book now](javascript:window.pwned="markdown")',
  bareLink: 'javascript:window.pwned="bare"',
} as const;

/** Before any script of the page: record every alert/confirm/prompt and keep window.pwned unset. */
export async function installTrap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { pwned?: unknown; __dialogs: string[] };
    w.__dialogs = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.__dialogs.push(`${name}:${String(args[0])}`);
        return null;
      };
    }
  });
}

/** What the trap caught: window.pwned and every dialog that was opened. */
export async function trapped(page: Page): Promise<{ pwned: unknown; dialogs: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { pwned?: unknown; __dialogs?: string[] };
    return { pwned: w.pwned ?? null, dialogs: w.__dialogs ?? [] };
  });
}

/** The decoded text/html part of a raw RFC 822 message written by nodemailer. */
export function htmlPartOf(raw: string): string | undefined {
  const match = /Content-Type: text\/html[^\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--[^\r\n]+|$)/i.exec(raw);
  if (!match) return undefined;
  const headers = match[1] ?? '';
  const body = match[2] ?? '';
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i += 1) {
      const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(Number.parseInt(hex[0], 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** Every .eml file under a server's DATA_DIR/mail. */
export async function emlFiles(dataDir: string): Promise<string[]> {
  const directory = join(dataDir, 'mail');
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(names.map((name) => readFile(join(directory, name), 'utf8')));
}
