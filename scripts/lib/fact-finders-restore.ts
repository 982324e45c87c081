/** Finders for the restore procedures of Post-Installation (fix24 postinst). */
import {LIVE_DROP} from './fact-finders';
import type {Page} from './fact-page';

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
