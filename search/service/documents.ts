/**
 * What the write side accepts as a record, a settings body or a synonym, checked whole before
 * anything changes: nesting depth, attribute count and size, walked without recursion (a record
 * nested 4,100 levels deep is measured, not a stack overflow). A document past a limit is a 400
 * that names it and the limit; nothing of the batch is applied.
 */
import {SearchError} from '../engine';

export const DOCUMENT_LIMITS = {
  /** Algolia's largest record size (10 KB to 100 KB by plan). */
  recordBytes: 100 * 1024,
  /** Levels of objects and lists inside one another (ours; a DocSearch record has 3). */
  depth: 64,
  /** Attributes and list items at every level (ours; a DocSearch record has about 20). */
  fields: 10_000,
} as const;

/** Refuses a document deeper or wider than the limits; `what` names it in the message. */
export function checkDocument(value: unknown, what: string, maxBytes?: number): void {
  const stack: {value: unknown; depth: number}[] = [{value, depth: 0}];
  let fields = 0;
  while (stack.length > 0) {
    const {value: node, depth} = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= DOCUMENT_LIMITS.depth)
      throw new SearchError(400, `${what} is nested more than ${DOCUMENT_LIMITS.depth} levels deep`);
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    fields += children.length;
    if (fields > DOCUMENT_LIMITS.fields)
      throw new SearchError(400, `${what} has more than ${DOCUMENT_LIMITS.fields} attributes and list items`);
    for (const child of children) stack.push({value: child, depth: depth + 1});
  }
  if (maxBytes !== undefined) {
    const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
    if (bytes > maxBytes)
      throw new SearchError(
        400,
        `${what} is ${bytes} bytes, over the ${maxBytes / 1024} KB a record may have`,
      );
  }
}
