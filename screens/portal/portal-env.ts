/** What the cards of a portal need from the application: running interfaces, the user's menus, today's schedules. */
import type { DataInterfaceCallParam } from '../../api/data-interface';
import type { TodaySchedule } from '../../api/portal-client';

export interface PortalEnv {
  /** Runs a data interface (quiet: a card words its own failure). */
  runInterface(id: string, paramList: readonly DataInterfaceCallParam[]): Promise<unknown>;
  /** A menu of the user by enCode, with its title and path; undefined when the user does not have it. */
  menuLink(enCode: string): { title: string; path: string } | undefined;
  onOpen(path: string): void;
  /** The caller's schedules of today (the calendar card lists them). */
  todaySchedules(): Promise<TodaySchedule[]>;
  now(): number;
}
