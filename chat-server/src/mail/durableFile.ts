import { open, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The file operations writeFileDurably uses (tests record them). */
export interface DurableFileSystem {
  open(path: string, flags: string): Promise<{ writeFile(data: Uint8Array): Promise<void>; sync(): Promise<void>; close(): Promise<void> }>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

const nodeFileSystem: DurableFileSystem = { open, rename, unlink };

/**
 * Writes a file so that it survives a power loss once this resolves: write a temporary file, fsync it,
 * rename it into place (a reader never sees half a file), fsync the directory (so the rename itself is
 * on disk). The outbox marks a mail sent only after this resolves.
 * @example await writeFileDurably('/data/mail/contact_x.eml', bytes)
 */
export async function writeFileDurably(path: string, data: Uint8Array, fs: DurableFileSystem = nodeFileSystem): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await fs.open(temporary, 'w');
  try {
    await file.writeFile(data);
    await file.sync();
  } catch (error) {
    await file.close().catch(() => {});
    await fs.unlink(temporary).catch(() => {});
    throw error;
  }
  await file.close();
  await fs.rename(temporary, path);
  const directory = await fs.open(dirname(path), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
