/** An error the service answers with its status and message, in Algolia's shape. */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
