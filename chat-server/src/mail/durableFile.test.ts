import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DurableFileSystem, writeFileDurably } from './durableFile.ts';

/** A file system that only records what was asked of it. */
function recordingFileSystem(options: { failSync?: boolean } = {}) {
  const calls: string[] = [];
  const fs: DurableFileSystem = {
    async open(path, flags) {
      calls.push(`open ${path} ${flags}`);
      return {
        writeFile: async () => {
          calls.push(`write ${path}`);
        },
        sync: async () => {
          calls.push(`sync ${path}`);
          if (options.failSync) throw Object.assign(new Error('EIO'), { code: 'EIO' });
        },
        close: async () => {
          calls.push(`close ${path}`);
        },
      };
    },
    rename: async (from, to) => {
      calls.push(`rename ${from} ${to}`);
    },
    unlink: async (path) => {
      calls.push(`unlink ${path}`);
    },
  };
  return { fs, calls };
}

describe('writeFileDurably (issue 21.3)', () => {
  it('syncs the file before the rename and the directory after it', async () => {
    const { fs, calls } = recordingFileSystem();
    await writeFileDurably('/data/mail/a.eml', new Uint8Array([1]), fs);
    const temporary = `/data/mail/a.eml.${process.pid}.tmp`;
    expect(calls).toEqual([
      `open ${temporary} w`,
      `write ${temporary}`,
      `sync ${temporary}`,
      `close ${temporary}`,
      `rename ${temporary} /data/mail/a.eml`,
      'open /data/mail r',
      'sync /data/mail',
      'close /data/mail',
    ]);
  });

  it('rejects and leaves no file in place when the sync fails', async () => {
    const { fs, calls } = recordingFileSystem({ failSync: true });
    await expect(writeFileDurably('/data/mail/b.eml', new Uint8Array([1]), fs)).rejects.toThrow('EIO');
    expect(calls.some((call) => call.startsWith('rename'))).toBe(false);
    expect(calls).toContain(`unlink /data/mail/b.eml.${process.pid}.tmp`);
  });

  it('writes the bytes on a real disk, with no temporary file left', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-durable-'));
    try {
      await writeFileDurably(join(directory, 'c.eml'), Buffer.from('hello'));
      expect(await readFile(join(directory, 'c.eml'), 'utf8')).toBe('hello');
      expect(await readdir(directory)).toEqual(['c.eml']);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
