/**
 * What print templates do beyond the standard resource (docs/print.md): the source is checked and the
 * body sanitised before a template is stored, each save that changes it keeps a version, and the
 * calls that print, pick, copy, export, import and log are server/print/print-routes.ts.
 */
import { checkedSource } from '../../print/template-source';
import { keepVersion } from '../../print/template-versions';
import { printDevRoutes } from '../../print/print-routes';
import type { ResourceHooks } from '../resource-routes';

export const printDevHooks: ResourceHooks = {
  beforeWrite: (db, body) => checkedSource(db, body),
  afterWrite: (db, id) => keepVersion(db, id),
  extraRoutes: printDevRoutes,
};
