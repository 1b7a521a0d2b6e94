/** A page schema that names something it does not define (an action, dialog or handler): a programming error, never swallowed. */
export class PageSchemaError extends Error {
  override readonly name = 'PageSchemaError';
}
