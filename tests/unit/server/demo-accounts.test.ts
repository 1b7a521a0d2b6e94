import { describe, expect, it } from 'vitest';
import { demoAccountLines, demoAccounts } from '../../../server/demo-accounts';

describe('start-up lines naming the demo accounts', () => {
  it('names one seeded account per role with its role, the ones the README names among them', () => {
    const accounts = demoAccounts();
    expect(accounts).toContainEqual({ account: 'zhangwei', role: '部门经理' });
    expect(accounts).toContainEqual({ account: 'agent01', role: '客服坐席' });
    expect(accounts).toContainEqual({ account: 'auditor01', role: '审计员' });
    expect(accounts.map((a) => a.account)).not.toContain('admin');
    expect(new Set(accounts.map((a) => a.role)).size).toBe(accounts.length);
  });

  it('names the accounts whether the password comes from DEMO_PASSWORD, was generated now, or earlier', () => {
    const fromEnvironment = demoAccountLines({ fromEnvironment: true });
    expect(fromEnvironment[0]).toMatch(
      /^ {2}Demo users, one per role: .*zhangwei \(部门经理\).*agent01 \(客服坐席\).*auditor01 \(审计员\)/,
    );
    expect(fromEnvironment[1]).toBe('  They sign in with the password in DEMO_PASSWORD');
    expect(demoAccountLines({ generated: 'Xy7-secret' })[1]).toBe('  They sign in with password: Xy7-secret');
    expect(demoAccountLines({ earlier: true })[1]).toContain('printed at first start');
    expect(demoAccountLines({ fromEnvironment: true }, [])).toEqual([]);
  });
});
