import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../widgets';
import { compileJnpfForm, FormDefinitionError } from '../../../engine';
import { columnDataProblems, formDataProblems } from '../../../schemas/visual-dev-check';
import { formDataFieldsOf, formItemsOf } from '../../../schemas/visual-dev-fields';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'forms');
const definitions = [
  ...readdirSync(fixtures)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(fixtures, name)),
  ...readdirSync(join(fixtures, 'real'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(fixtures, 'real', name)),
].map((path) => ({ path, definition: JSON.parse(readFileSync(path, 'utf8')) as unknown }));

/** What the engine says of a definition: whether it refuses its structure, and the kinds it does not render. */
function engineVerdict(definition: unknown): { refused: boolean; unsupported: string[] } {
  try {
    const form = compileJnpfForm(definition);
    const unsupported = form.issues.filter((issue) => issue.key === '__config__.jnpfKey' && issue.severity !== 'note');
    return { refused: false, unsupported: unsupported.map((issue) => issue.jnpfKey ?? '') };
  } catch (error) {
    if (error instanceof FormDefinitionError) return { refused: true, unsupported: [] };
    throw error;
  }
}

const kindProblem = /的字段类型 (\S+) 不受支持$/;
const field = (key: string, extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  __vModel__: key,
  __config__: { jnpfKey: 'comInput', label: key, ...config },
  ...extra,
});

describe('the checks of a definition before it is saved', () => {
  it.each(definitions)('agree with the engine on $path', ({ definition }) => {
    const verdict = engineVerdict(definition);
    const problems = formDataProblems(definition);
    const structural = problems.filter((problem) => !kindProblem.test(problem));
    expect(structural.length > 0, structural.join('\n')).toBe(verdict.refused);
    expect(problems.flatMap((problem) => kindProblem.exec(problem)?.[1] ?? []).sort()).toEqual([...verdict.unsupported].sort());
  });

  it.each([
    ['a setting of the wrong type', { labelPosition: 'middle', fields: [] }],
    ['fields that are not a list', { fields: {} }],
    ['a field without __config__', { fields: [{ __vModel__: 'a' }] }],
    ['a span out of range', { fields: [field('a', {}, { span: 0 })] }],
    ['a rule without a pattern', { fields: [field('a', {}, { regList: [{ message: 'x' }] })] }],
    ['a required flag that is text', { fields: [field('a', {}, { required: 'yes' })] }],
    ['children that are not a list', { fields: [{ __config__: { jnpfKey: 'row', children: 'x' } }] }],
    ['a script that is not text', { fields: [field('a', { on: { change: 1 } })] }],
  ])('refuses %s, as the engine does', (_case, definition) => {
    expect(formDataProblems(definition).length).toBeGreaterThan(0);
    expect(engineVerdict(definition).refused).toBe(true);
  });

  it('names the field, accepts panes saved without a kind, and names sub-table columns within their rows', () => {
    const pane = { title: '基本', __config__: { children: [field('inTab')] } };
    const table = { __vModel__: 'rows', __config__: { jnpfKey: 'table', label: '明细', children: [field('a'), field('b')] } };
    expect(formDataProblems({ fields: [field('a'), { __config__: { jnpfKey: 'tab', children: [pane] } }, table] })).toEqual([]);
    expect(formDataProblems(JSON.stringify({ fields: [field('a'), field('a')] }))).toEqual(['字段“a”（fields[1]）的 __vModel__ a 重复']);
    expect(formDataProblems('{')[0]).toMatch(/^表单配置（formData）不是有效的 JSON：/);
    expect(formDataProblems('')).toEqual([]);
    expect(columnDataProblems({ columnList: [{ prop: 'a' }, { label: '乙' }], type: 9 })).toEqual([
      '列表配置（columnData）的 type 应为 1 到 5 之一',
      '列表配置（columnData）的 columnList 第 2 项“乙”缺少字段 prop',
    ]);
  });

  it('reads the fields a release grants and FormDataFields answers through layouts and sub-tables', () => {
    const definition = {
      fields: [
        { __config__: { jnpfKey: 'row', children: [field('name'), { __config__: { jnpfKey: 'groupTitle', label: '分组' } }] } },
        { __vModel__: 'rows', __config__: { jnpfKey: 'table', label: '明细', children: [field('qty')] } },
        field('file', {}, { jnpfKey: 'uploadFz', label: '附件' }),
      ],
    };
    expect(formItemsOf(definition)).toEqual([
      { enCode: 'name', fullName: 'name' },
      { enCode: 'rows', fullName: '明细' },
      { enCode: 'rows-qty', fullName: '明细-qty' },
      { enCode: 'file', fullName: '附件' },
    ]);
    expect(formDataFieldsOf(definition)).toEqual([
      { label: 'name', vmodel: 'name' },
      { label: '附件', vmodel: 'file' },
    ]);
    expect(formDataFieldsOf(definition, 1)).toEqual([{ label: 'name', vmodel: 'name' }]);
  });
});
