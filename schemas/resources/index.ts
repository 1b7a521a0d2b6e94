/** Every resource the platform serves from its definition alone (docs/resources.md). */
import { areaResource } from './area';
import { billRuleResource } from './bill-rule';
import { dataInterfaceResource } from './data-interface';
import { dataReportResource } from './data-report';
import type { ResourceDefinition } from './define';
import { dictionaryDataResource, dictionaryTypeResource } from './dictionary';
import { groupResource } from './group';
import { messageTemplateResource } from './message-template';
import { moduleSchemeResource } from './module-scheme';
import { departmentResource, organizeResource } from './organize';
import { portalResource } from './portal';
import { positionResource } from './position';
import { printDevResource } from './print-dev';
import { roleResource } from './role';
import { sendConfigResource } from './send-config';
import { userResource } from './user';
import { visualDevResource } from './visual-dev';

export const resources: readonly ResourceDefinition[] = [
  positionResource,
  groupResource,
  organizeResource,
  departmentResource,
  areaResource,
  billRuleResource,
  dictionaryTypeResource,
  dictionaryDataResource,
  userResource,
  roleResource,
  moduleSchemeResource,
  dataInterfaceResource,
  visualDevResource,
  printDevResource,
  messageTemplateResource,
  sendConfigResource,
  portalResource,
  dataReportResource,
];
export * from './define';
