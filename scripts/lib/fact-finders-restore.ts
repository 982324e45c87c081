/** Finders for the restore procedures of Post-Installation (fix24 postinst). */
import {LIVE_DROP} from './fact-finders';
import {blockText, type Page} from './fact-page';

/** An import that reads the restore's copy of the live database from `$LIVE`. */
const IMPORT_FROM_LIVE = /<\s*"\$LIVE"/;

/**
 * A restore Undo's import from `$LIVE` (`… < "$LIVE"`) whose code block does not find the copy itself
 * (`LIVE=$(ls -t …) && [ -s "$LIVE" ]`), or a live `DROP` in such a block not guarded by
 * `[ -s "$LIVE" ] &&`: in a new terminal `$LIVE` is empty and the database is dropped for nothing.
 */
export function undoImportWithoutOwnLive(page: Page): number[] {
  const wrong: number[] = [];
  for (const block of page.blocks) {
    const lines = block.lines.map((i) => ({i, text: page.lines[i]}));
    if (!lines.some((l) => IMPORT_FROM_LIVE.test(l.text))) continue;
    const finds = lines.some((l) => /LIVE=\$\(ls -t [^\n]*\) && \[ -s "\$LIVE" \]/.test(l.text));
    for (const l of lines) {
      if (!finds && IMPORT_FROM_LIVE.test(l.text)) wrong.push(l.i);
      if (LIVE_DROP.test(l.text) && !/^\s*\[ -s "\$LIVE" \] && /.test(l.text)) wrong.push(l.i);
    }
  }
  return wrong;
}

/**
 * An import of a dump: an unpacked archive's (`… < ~/restore/database.sql`), a restore Undo's copy
 * (`… < "$LIVE"`) or a rollback's (`… < ~/backups/quiznest-db-pre-update.sql`).
 */
const DUMP_IMPORT = /\bmysql\b[^\n]*<\s*(?:\S+\.sql\b|"\$LIVE")/;

/**
 * An import of a dump (restore, Undo or rollback) whose line does not end `&& echo imported`, whose next line does not count the
 * base tables (`SHOW FULL TABLES WHERE Table_type='BASE TABLE'` … `| wc -l`: the dump's `grep -c` counts no view), or with
 * no `grep -c '^CREATE TABLE'` of the dump in the 60 lines before: an import that stopped partway would go unseen, and
 * `migrate` build the missing tables empty.
 */
export function importWithoutCheck(page: Page): number[] {
  const wrong: number[] = [];
  for (const block of page.blocks) {
    block.lines.forEach((i, n) => {
      const line = page.lines[i];
      if (!DUMP_IMPORT.test(line)) return;
      const next = page.lines[block.lines[n + 1] ?? -1] ?? '';
      const counted = /SHOW FULL TABLES WHERE Table_type='BASE TABLE'[^\n]*\|\s*wc -l\s*$/.test(next);
      const dumpCounted = /grep -c '\^CREATE TABLE'/.test(
        page.lines.slice(Math.max(0, i - 60), i).join('\n'),
      );
      if (!/&& echo imported\s*$/.test(line) || !counted || !dumpCounted) wrong.push(i);
    });
  }
  return wrong;
}

/**
 * The drill's kept test server: its drop sits in the code block that also deletes the keys to the
 * off-site copies, which no restore or rollback of the live site does (never the prose around it,
 * which a "test server" sentence beside a live drop would match).
 */
const KEPT_TEST_COPY_BLOCK = /rclone config delete quiznest-crypt/;

/** Lines that drop the live database with no `check` of the dump in the 40 lines before (the drop's own line included). */
function dropWithout(check: RegExp): (page: Page) => number[] {
  return (page) => {
    const wrong: number[] = [];
    const keptCopy = new Set(
      page.blocks.filter((b) => KEPT_TEST_COPY_BLOCK.test(blockText(page, b))).flatMap((b) => b.lines),
    );
    page.lines.forEach((line, i) => {
      if (!LIVE_DROP.test(line) || keptCopy.has(i)) return;
      if (!check.test(page.lines.slice(Math.max(0, i - 40), i + 1).join('\n'))) wrong.push(i);
    });
    return wrong;
  };
}

/** A live database dropped with no check of the dump's `-- Dump completed` line in the 40 lines before. */
export const dropWithoutDumpCheck = dropWithout(/Dump completed/);

/** A restore's or rollback's drop of the live database with no `grep -c '^CREATE TABLE'` count of the dump in the 40 lines before it. */
export const dropWithoutTableCount = dropWithout(/grep -c '\^CREATE TABLE'/);
