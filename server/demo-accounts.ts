/**
 * The start-up lines that name the demo accounts (server/main.ts): one seeded user per role, the first
 * whose only role it is, with the role's name, and how they sign in. Read from the seed data, so the
 * lines follow it.
 */
import { seedOrganisation } from './seed/organisation';
import type { SeedOrganisationData } from './seed/seed-types';

export interface DemoAccount {
  account: string;
  role: string;
}

/** One account per role, in the seed's user order (the administrator left out: admin is named on its own line). */
export function demoAccounts(data: Pick<SeedOrganisationData, 'roles' | 'users'> = seedOrganisation): DemoAccount[] {
  const roleNames = new Map(data.roles.map((role) => [role.enCode, role.fullName]));
  const accounts: DemoAccount[] = [];
  const named = new Set<string>();
  for (const user of data.users) {
    const [role] = user.roles;
    if (user.isAdministrator || user.roles.length !== 1 || !role || named.has(role)) continue;
    named.add(role);
    accounts.push({ account: user.account, role: roleNames.get(role) ?? role });
  }
  return accounts;
}

/** How the demo users' password is known: generated now (printed), from DEMO_PASSWORD, or from an earlier start. */
export type DemoPasswordSource = { generated: string } | { fromEnvironment: true } | { earlier: true };

export function demoAccountLines(password: DemoPasswordSource, accounts: DemoAccount[] = demoAccounts()): string[] {
  if (accounts.length === 0) return [];
  const how =
    'generated' in password
      ? `password: ${password.generated}`
      : 'fromEnvironment' in password
        ? 'the password in DEMO_PASSWORD'
        : 'the password printed at first start (or set when seeding)';
  return [`  Demo users, one per role: ${accounts.map((a) => `${a.account} (${a.role})`).join(', ')}`, `  They sign in with ${how}`];
}
