import fs from 'node:fs';
import path from 'node:path';

/** The suffix of the temporary files writeFileAtomic leaves behind if the process dies mid-write. */
export const TEMP_SUFFIX = '.tmp';

/** The temporary file a write of `file` goes through: beside it, unique to the process and moment. */
const tempFor = (file: string) => `${file}.${process.pid}.${Date.now()}${TEMP_SUFFIX}`;

/**
 * Writes a file so that readers see the old content or the new, never half of it, even across a
 * crash or power loss: write a temporary file beside it, flush it to disk, rename it over the
 * target, flush the directory.
 */
export function writeFileAtomic(file: string, data: string): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, {recursive: true});
  const temp = tempFor(file);
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeFileSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  syncDir(dir);
}

/**
 * writeFileAtomic without blocking the event loop (the search analytics' flush, which runs beside
 * searches): the same steps, each awaited.
 */
export async function writeFileAtomicAsync(file: string, data: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.promises.mkdir(dir, {recursive: true});
  const temp = tempFor(file);
  const out = await fs.promises.open(temp, 'w');
  try {
    await out.writeFile(data);
    await out.sync();
  } finally {
    await out.close();
  }
  await fs.promises.rename(temp, file);
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch {
    // As in syncDir.
  } finally {
    await handle?.close();
  }
}

/** Renames a file atomically and makes the rename durable. */
export function renameDurable(from: string, to: string): void {
  fs.renameSync(from, to);
  syncDir(path.dirname(to));
}

function syncDir(dir: string) {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms (Windows) cannot open or fsync a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** A file's text, or undefined when it cannot be read (missing, or removed since it was listed). */
export async function readTextIfPresent(file: string): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}
