export declare function serverBundle(): Promise<string>;
export declare function pgliteTemplate(): Promise<string>;
export declare function seedDataDir(dataDir: string): Promise<boolean>;
/** The template's cache key: changes with any migration (name or content), PGlite's version or the storage code. */
export declare function templateKey(migrationsDir?: string): string;
/** The bundled entry (e.g. 'staffCommand') when the bundle of the current sources exists, else undefined. */
export declare function bundledEntrySync(name: string): string | undefined;
