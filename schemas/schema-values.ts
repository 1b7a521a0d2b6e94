/**
 * The TypeScript type of what a JSON Schema of schemas/ describes, so a body or record type is read
 * from the schema the server validates with instead of being kept by hand beside it. The schemas keep
 * their literal `type` and `enum` types (they are written against RJSFSchema, whose `type` is a union
 * of literals); `required` is widened to string[] there, so every property comes out optional:
 * `Required<…>` gives a record as the server answers it.
 */
type Literal<E> = E extends string | number | boolean | null ? E : never;

export type SchemaValue<S> = S extends { enum: readonly (infer E)[] }
  ? Literal<E>
  : S extends { type: 'string' }
    ? string
    : S extends { type: 'integer' | 'number' }
      ? number
      : S extends { type: 'boolean' }
        ? boolean
        : S extends { type: 'array'; items: infer I }
          ? SchemaValue<I>[]
          : S extends { type: 'object'; properties: infer P }
            ? SchemaValues<{ properties: P }>
            : unknown;

/** The values of an object schema, each property optional. */
export type SchemaValues<S> = S extends { properties: infer P } ? { -readonly [K in keyof P]?: SchemaValue<P[K]> } : never;
