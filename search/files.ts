import fs from 'node:fs';
import path from 'node:path';

/** Writes a file so that readers see the old content or the new, never half of it. */
export function writeFileAtomic(file: string, data: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}
