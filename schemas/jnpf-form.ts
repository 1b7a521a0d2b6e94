/**
 * JSON Schema of a stored JNPF form definition (reference 2.1 to 2.4): the form-level settings and
 * `fields`, each with `__config__.jnpfKey`, optional `__vModel__`, `__slot__`, event scripts `on`,
 * and nested `__config__.children` for containers and sub-tables. It checks the structure the
 * engine relies on and the types of the settings it reads; other keys are allowed (the compiler
 * reports what it does not map).
 */
const numberOrText = { type: ['number', 'string'] } as const;

const regRule = {
  type: 'object',
  required: ['pattern'],
  properties: { pattern: { type: 'string', minLength: 1 }, message: { type: 'string' } },
} as const;

export const jnpfFormSchema = {
  $id: 'https://heating.local/schemas/jnpf-form.json',
  type: 'object',
  required: ['fields'],
  properties: {
    fields: { type: 'array', items: { $ref: '#/definitions/field' } },
    size: { type: 'string' },
    labelPosition: { enum: ['left', 'right', 'top'] },
    labelWidth: numberOrText,
    labelSuffix: { type: 'string' },
    gutter: numberOrText,
    span: numberOrText,
    disabled: { type: 'boolean' },
    popupType: { enum: ['general', 'fullScreen', 'drawer'] },
    generalWidth: { type: 'string' },
    fullScreenWidth: { type: 'string' },
    drawerWidth: { type: 'string' },
    hasPrintBtn: { type: 'boolean' },
    printButtonText: { type: 'string' },
    idGlobal: { type: 'number' },
    funcs: { type: 'object' },
  },
  definitions: {
    field: {
      type: 'object',
      required: ['__config__'],
      properties: {
        __vModel__: { type: 'string' },
        __config__: {
          type: 'object',
          required: ['jnpfKey'],
          properties: {
            jnpfKey: { type: 'string', minLength: 1 },
            label: { type: 'string' },
            required: { type: 'boolean' },
            span: { type: 'number', minimum: 1, maximum: 24 },
            showLabel: { type: 'boolean' },
            labelWidth: { type: ['number', 'null'] },
            tipLabel: { type: 'string' },
            noShow: { type: 'boolean' },
            visibility: { type: 'array', items: { type: 'string' } },
            regList: { type: 'array', items: regRule },
            trigger: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
            children: { type: 'array', items: { $ref: '#/definitions/field' } },
          },
        },
        __slot__: { type: 'object' },
        on: { type: 'object', additionalProperties: { type: 'string' } },
        options: { type: 'array' },
      },
    },
  },
} as const;
