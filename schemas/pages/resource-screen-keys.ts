/**
 * The menu addresses served by a resource screen (./resource-pages.ts), without their definitions and
 * page schemas: the shell's screen registry knows them from the start (the sign-in page loads this
 * file), and a definition comes with its screen's chunk. `resourceScreens` is typed by this list,
 * so the two cannot drift apart.
 */
export const RESOURCE_SCREEN_KEYS = [
  'permission/position',
  'permission/group',
  'permission/organize',
  'permission/department',
  'system/area',
  'system/billRule',
  'permission/user',
  'permission/role',
  'systemData/dataInterface',
  'msgCenter/msgTemplate',
  'msgCenter/sendConfig',
  'onlineDev/visualPortal',
  'onlineDev/dataReport',
] as const;

export type ResourceScreenKey = (typeof RESOURCE_SCREEN_KEYS)[number];
