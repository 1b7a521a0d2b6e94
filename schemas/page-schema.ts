/**
 * JSON Schema of the page schema format (engine/page/schema-types.ts, documented in engine/README.md
 * "Page engine"). Every page of screens/ is checked against it by a unit test; later issues compile
 * online-development list configurations into documents of this shape.
 */

const localText = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      required: ['zh'],
      additionalProperties: false,
      properties: { zh: { type: 'string' }, en: { type: 'string' }, zhtw: { type: 'string' } },
    },
  ],
} as const;

const bindings = { type: 'object', additionalProperties: true } as const;
const name = { type: 'string', minLength: 1 } as const;
const jsonSchemaObject = { type: 'object', required: ['type'], properties: { type: { const: 'object' } } } as const;

export const pageSchemaSchema = {
  $id: 'https://heating-platform/schemas/page-schema.json',
  $ref: '#/$defs/page',
  $defs: {
    localText,
    condition: {
      type: 'object',
      required: ['field'],
      additionalProperties: false,
      properties: { field: name, equals: {}, notEquals: {} },
    },
    button: {
      type: 'object',
      required: ['id', 'label', 'action'],
      additionalProperties: false,
      properties: {
        id: name,
        label: { $ref: '#/$defs/localText' },
        action: name,
        permission: name,
        variant: { enum: ['primary', 'default', 'danger'] },
        visible: { $ref: '#/$defs/condition' },
      },
    },
    confirm: {
      type: 'object',
      required: ['message'],
      additionalProperties: false,
      properties: { title: { $ref: '#/$defs/localText' }, message: { $ref: '#/$defs/localText' } },
    },
    action: {
      type: 'object',
      required: ['type'],
      oneOf: [
        {
          additionalProperties: false,
          required: ['dialog', 'mode'],
          properties: { type: { const: 'dialog' }, dialog: name, mode: { enum: ['create', 'edit'] }, initial: bindings },
        },
        {
          additionalProperties: false,
          required: ['call'],
          properties: {
            type: { const: 'call' },
            call: name,
            confirm: { $ref: '#/$defs/confirm' },
            toast: { type: 'integer', minimum: 0 },
            refresh: { type: 'boolean' },
            selection: { type: 'boolean' },
          },
        },
        {
          additionalProperties: false,
          required: ['call', 'field'],
          properties: {
            type: { const: 'toggle' },
            call: name,
            field: name,
            on: {},
            off: {},
            confirm: {
              type: 'object',
              required: ['on', 'off'],
              additionalProperties: false,
              properties: { on: { $ref: '#/$defs/localText' }, off: { $ref: '#/$defs/localText' } },
            },
            toast: { type: 'integer', minimum: 0 },
          },
        },
        {
          additionalProperties: false,
          required: ['call'],
          properties: { type: { const: 'import' }, call: name, accept: { type: 'string' }, toast: { type: 'integer', minimum: 0 } },
        },
        { additionalProperties: false, required: ['drawer'], properties: { type: { const: 'drawer' }, drawer: name } },
        { additionalProperties: false, properties: { type: { const: 'refresh' } } },
        { additionalProperties: false, required: ['handler'], properties: { type: { const: 'custom' }, handler: name } },
      ],
    },
    column: {
      type: 'object',
      required: ['prop', 'label'],
      additionalProperties: false,
      properties: {
        prop: name,
        label: { $ref: '#/$defs/localText' },
        kind: name,
        width: { type: 'number', exclusiveMinimum: 0 },
        align: { enum: ['left', 'center', 'right'] },
        options: { type: 'object' },
        action: name,
        permission: name,
      },
    },
    dialog: {
      type: 'object',
      required: ['title', 'form', 'save'],
      additionalProperties: false,
      properties: {
        title: {
          type: 'object',
          required: ['create', 'edit'],
          additionalProperties: false,
          properties: { create: { $ref: '#/$defs/localText' }, edit: { $ref: '#/$defs/localText' } },
        },
        width: { type: 'number', exclusiveMinimum: 0 },
        form: {
          type: 'object',
          required: ['schema'],
          additionalProperties: false,
          properties: { schema: jsonSchemaObject, uiSchema: { type: 'object' } },
        },
        load: name,
        save: { type: 'object', required: ['create', 'update'], additionalProperties: false, properties: { create: name, update: name } },
        optionSources: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['call'],
            additionalProperties: false,
            properties: { call: name, params: bindings },
          },
        },
        disabledOnEdit: { type: 'array', items: name },
        enabledWhen: bindings,
        derive: { type: 'object', additionalProperties: name },
        toast: { type: 'integer', minimum: 0 },
      },
    },
    page: {
      type: 'object',
      required: ['id', 'list', 'columns'],
      additionalProperties: false,
      properties: {
        id: name,
        rowKey: name,
        permissionMenu: { type: 'string', minLength: 1 },
        list: {
          type: 'object',
          required: ['call'],
          additionalProperties: false,
          properties: {
            call: name,
            tree: {},
            expandAll: { type: 'boolean' },
            lazy: {
              type: 'object',
              required: ['param'],
              additionalProperties: false,
              properties: { param: name, pageSize: { type: 'integer', minimum: 1, maximum: 100000 } },
            },
            paging: {
              anyOf: [
                { const: false },
                {
                  type: 'object',
                  additionalProperties: false,
                  properties: {
                    pageSizes: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } },
                    pageSize: { type: 'integer', minimum: 1 },
                  },
                },
              ],
            },
            sort: {
              type: 'object',
              additionalProperties: false,
              properties: { sidx: { type: 'string' }, sort: { enum: ['asc', 'desc'] } },
            },
            params: bindings,
            requireNode: { type: 'boolean' },
            empty: { $ref: '#/$defs/localText' },
            summary: {
              type: 'object',
              required: ['fields'],
              additionalProperties: false,
              properties: {
                fields: { type: 'array', items: name },
                thousands: { type: 'array', items: name },
              },
            },
            columnSettings: { type: 'object', additionalProperties: false, properties: { moduleId: {} } },
          },
        },
        search: {
          type: 'object',
          required: ['schema'],
          additionalProperties: false,
          properties: { schema: jsonSchemaObject, uiSchema: { type: 'object' } },
        },
        sideTree: {
          type: 'object',
          required: ['call'],
          additionalProperties: false,
          properties: {
            call: name,
            title: { $ref: '#/$defs/localText' },
            value: name,
            label: name,
            children: name,
            filter: { type: 'boolean' },
            selectFirst: { type: 'boolean' },
            deselectable: { type: 'boolean' },
            expandAll: { type: 'boolean' },
            params: bindings,
            menu: {
              type: 'array',
              items: {
                anyOf: [
                  { enum: ['refresh', 'expandAll', 'collapseAll'] },
                  {
                    type: 'object',
                    required: ['label', 'action'],
                    additionalProperties: false,
                    properties: { label: { $ref: '#/$defs/localText' }, action: name, permission: name },
                  },
                ],
              },
            },
          },
        },
        toolbar: {
          type: 'object',
          additionalProperties: false,
          properties: {
            buttons: { type: 'array', items: { $ref: '#/$defs/button' } },
            tools: { type: 'array', items: { enum: ['expand', 'refresh'] } },
          },
        },
        columns: { type: 'array', items: { $ref: '#/$defs/column' } },
        indexColumn: { type: 'boolean' },
        selection: { enum: ['single', 'multiple'] },
        rowActions: { type: 'array', items: { $ref: '#/$defs/button' } },
        actions: { type: 'object', additionalProperties: { $ref: '#/$defs/action' } },
        dialogs: { type: 'object', additionalProperties: { $ref: '#/$defs/dialog' } },
        drawers: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['title', 'page'],
            additionalProperties: false,
            properties: {
              title: { $ref: '#/$defs/localText' },
              width: { type: 'number', exclusiveMinimum: 0 },
              page: { $ref: '#/$defs/page' },
            },
          },
        },
      },
    },
  },
} as const;
