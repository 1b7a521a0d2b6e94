/**
 * The body of the code generator's calls (`visualdev/Generater/{id}/Actions/CodePreview` and
 * `DownloadCode`; api/visual-dev.ts `CodeGeneratorBody`): the options as JNPF's `DownloadCodeForm` names
 * them (its `subClassName`, `dataSourceId` and `modulePackageName` taken and not used) and the compiled
 * parts as objects. The server checks the names and the parts' shapes and sizes beyond this
 * (server/visual-dev/code-generator-routes.ts), with messages of their own.
 */

/** The largest a compiled part may be, as JSON text (a definition's JSON part may be as large). */
export const compiledPartMaxChars = 2_000_000;

/** The folder the files go in: a variable-like name (`heatCustomer`). */
export const moduleNamePattern = /^[a-z][A-Za-z0-9]*$/;
/** The screen's component: `<className>Screen` (`HeatCustomer`). */
export const classNamePattern = /^[A-Z][A-Za-z0-9]*$/;

export const codeGeneratorBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['module', 'className'],
  properties: {
    module: { type: 'string', minLength: 1, maxLength: 50 },
    className: { type: 'string', minLength: 1, maxLength: 50 },
    description: { type: 'string', maxLength: 200 },
    formSchema: { type: 'object' },
    formUi: { type: 'object' },
    pageSchema: { type: 'object' },
    subClassName: { type: 'string', maxLength: 500 },
    dataSourceId: { type: 'string', maxLength: 100 },
    modulePackageName: { type: 'string', maxLength: 200 },
  },
} as const;
