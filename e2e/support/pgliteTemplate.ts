// Bundled by serverBuild.mjs: makes the embedded database in the DATA_DIR given as the argument exactly as a
// server's first start does (the real openDatabase: lock, initdb, migrations), then closes it.
import { openDatabase } from '../../chat-server/src/store/openDatabase.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: node pgliteTemplate.mjs <data dir>\n');
  process.exit(2);
}
const { database } = await openDatabase({ dataDir });
await database.close();
