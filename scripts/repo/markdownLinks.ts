import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A relative link of a markdown file and where it points. */
export interface MarkdownLink {
  file: string;
  line: number;
  target: string;
}

const INLINE_LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const FENCE = /^\s*(```|~~~)/;

/** Relative links (`[text](path)`) of a markdown text, outside code fences; web, mail and in-page links are left out. */
export function relativeLinks(markdown: string, file: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) inFence = !inFence;
    if (inFence) return;
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(INLINE_LINK)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      links.push({ file, line: index + 1, target });
    }
  });
  return links;
}

/** The links among `files` whose file or folder does not exist (anchors are not checked). */
export function brokenLinks(files: readonly string[], root: string): MarkdownLink[] {
  return files.flatMap((file) =>
    relativeLinks(readFileSync(file, 'utf8'), relative(root, file)).filter((link) => {
      const path = decodeURIComponent(link.target.split('#')[0]!);
      return !existsSync(resolve(dirname(file), path));
    }),
  );
}

/** Every `.md` file under `directory`, recursively. */
export function markdownFilesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return markdownFilesUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}
