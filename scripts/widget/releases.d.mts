/** A release's record (sri.json): the loader's hash, its chunks and, once released, every file's hash. */
export interface ReleaseRecord {
  version: string;
  url: string;
  'tod.js': string;
  uiChunk: string;
  chunks: string[];
  /** Every released file with its SHA-384 (release records only). */
  files: Record<string, string>;
  /** In dist/sri.json: whether this build is a recorded release. */
  released?: boolean;
}

export const RELEASE_FOLDER: RegExp;
export const RETIRED_FILE: string;
export function integrity(bytes: string | Uint8Array): string;
export function readRecord(folder: string): ReleaseRecord | undefined;
export function releasedFolders(releasesDir: string): string[];
export function verifyRelease(folder: string): string[];
export function installReleases(releasesDir: string, dist: string): void;
export function differencesFromRelease(dist: string, files: string[], record: Pick<ReleaseRecord, 'files'>): string[];
export function changedReleaseMessage(version: string, differences: string[]): string;
export function recordRelease(dist: string, releasesDir: string): 'recorded' | 'unchanged';
