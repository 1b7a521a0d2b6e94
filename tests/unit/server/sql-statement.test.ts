import { describe, expect, it } from 'vitest';
import { dataInterfaceMessages as text } from '../../../api/data-interface';
import { boundStatement, sqlProblem } from '../../../server/data-interfaces/run-sql';
import { parameterValues } from '../../../server/data-interfaces/parameter-values';
import { scanSql } from '../../../server/data-interfaces/sql-statement';

const declared = (...fields: string[]) => fields.map((field) => ({ field, dataType: 'varchar' as const }));

describe('reading an interface SQL', () => {
  it('finds @parameters in code only, once each, in order', () => {
    const scanned = scanSql(
      `select '@no', "@no", $$ @no $$, $tag$ @no $tag$, e'\\' @no', 'it''s @no' -- @no
       /* @no /* nested @no */ */ from t where a = @first and b = @second and c = @first and d @> e and f <@ g and @ -5 = 5 and x@y`,
    );
    expect(scanned.parameters).toEqual(['first', 'second']);
    expect(scanned.firstWord).toBe('select');
    expect(scanned.severalStatements).toBe(false);
    expect(scanned.dollarPlaceholder).toBe(false);
  });

  it('tells one statement from several, ignoring a final semicolon and comments', () => {
    expect(scanSql('select 1;').severalStatements).toBe(false);
    expect(scanSql('select 1; -- done\n /* end */').severalStatements).toBe(false);
    expect(scanSql("select ';'").severalStatements).toBe(false);
    expect(scanSql('select 1; select 2').severalStatements).toBe(true);
    expect(scanSql("select 1; 'x'").severalStatements).toBe(true);
    expect(scanSql('select 1;').text).toBe('select 1');
  });

  it('names the first word behind comments and parentheses', () => {
    expect(scanSql('  -- head\n (select 1) union (select 2)').firstWord).toBe('select');
    expect(scanSql('/* x */ WITH a as (select 1) select * from a').firstWord).toBe('with');
    expect(scanSql("'x'").firstWord).toBe('?');
  });

  it('answers why a statement may not run', () => {
    expect(sqlProblem('select * from t where a = @a', declared('a'))).toBeUndefined();
    expect(sqlProblem('values (1), (2)', [])).toBeUndefined();
    expect(sqlProblem('insert into t values (1)', [])).toBe(text.writeRefused);
    expect(sqlProblem('copy (select 1) to program $$rm$$', [])).toBe(text.writeRefused);
    expect(sqlProblem('select * from t where a = $1', [])).toBe(text.dollarParameter);
    expect(sqlProblem('select @a, @b, @c', declared('b'))).toBe(text.undeclared(['a', 'c']));
    expect(sqlProblem('select 1; drop table t', [])).toBe(text.oneStatement);
  });

  it('binds each parameter once as a typed placeholder, never in the text', () => {
    const values = parameterValues(
      [
        { field: 'name', dataType: 'varchar' },
        { field: 'n', dataType: 'int' },
      ],
      [
        { field: 'name', defaultValue: "x' or '1'='1" },
        { name: 'n', defaultValue: 7 },
      ],
    );
    expect(boundStatement('select * from t where name = @name or name = @name and n < @n', values)).toEqual({
      text: 'select * from t where name = $1::text or name = $1::text and n < $2::integer',
      params: ["x' or '1'='1", '7'],
    });
  });
});

describe('parameter values', () => {
  it('takes the passed value, else the default; refuses an empty required one and values of the wrong type', () => {
    const declaredTypes = [
      { field: 'a', dataType: 'varchar' as const, defaultValue: 'def' },
      { field: 'list', dataType: 'text' as const },
      { field: 'when', dataType: 'datetime' as const },
      { field: 'price', dataType: 'decimal' as const },
    ];
    const values = parameterValues(declaredTypes, [
      { field: 'list', defaultValue: ['x', 'y'] },
      { field: 'when', defaultValue: '2026-03-05T08:00:00Z' },
    ]);
    expect(values.get('a')).toEqual({ dataType: 'varchar', sql: 'def', json: 'def' });
    expect(values.get('list')?.sql).toBe('x,y');
    expect(values.get('when')?.json).toBe(Date.UTC(2026, 2, 5, 8));
    expect(values.get('price')).toEqual({ dataType: 'decimal', sql: null, json: null });
    expect(() => parameterValues([{ field: 'a', dataType: 'varchar', required: 1 }], [{ field: 'a', defaultValue: ' ' }])).toThrow(
      text.parameterRequired('a'),
    );
    expect(() => parameterValues([{ field: 'n', dataType: 'bigint' }], [{ field: 'n', defaultValue: '1.5' }])).toThrow(
      text.parameterInteger('n'),
    );
    expect(() => parameterValues([{ field: 'p', dataType: 'decimal' }], [{ field: 'p', defaultValue: 'abc' }])).toThrow(
      text.parameterNumber('p'),
    );
  });
});
