// A loopback SMTP server for the soak, in a process of its own so the load generator cannot slow it down.
// Prints "port N" once listening, then "key K" for each accepted message (K: its X-TOD-Key header).
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 8192) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      process.stdout.write(`key ${/^X-TOD-Key:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? ''}\n`);
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${server.server.address().port}\n`));
