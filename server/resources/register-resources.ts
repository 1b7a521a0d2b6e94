/** Registers every resource of schemas/resources with the hooks of its exceptions. */
import type { FastifyInstance } from 'fastify';
import { areaResource } from '../../schemas/resources/area';
import { billRuleResource } from '../../schemas/resources/bill-rule';
import { dataInterfaceResource } from '../../schemas/resources/data-interface';
import { dataReportResource } from '../../schemas/resources/data-report';
import { dictionaryDataResource, dictionaryTypeResource } from '../../schemas/resources/dictionary';
import { groupResource } from '../../schemas/resources/group';
import { messageTemplateResource } from '../../schemas/resources/message-template';
import { moduleSchemeResource } from '../../schemas/resources/module-scheme';
import { resources } from '../../schemas/resources';
import { departmentResource, organizeResource } from '../../schemas/resources/organize';
import { portalResource } from '../../schemas/resources/portal';
import { positionResource } from '../../schemas/resources/position';
import { printDevResource } from '../../schemas/resources/print-dev';
import { roleResource } from '../../schemas/resources/role';
import { sendConfigResource } from '../../schemas/resources/send-config';
import { userResource } from '../../schemas/resources/user';
import { visualDevResource } from '../../schemas/resources/visual-dev';
import { areaHooks } from './hooks/area-hooks';
import { billRuleHooks } from './hooks/bill-rule-hooks';
import { dataInterfaceHooks } from './hooks/data-interface-hooks';
import { dataReportHooks } from './hooks/data-report-hooks';
import { dictionaryDataHooks } from './hooks/dictionary-data-hooks';
import { dictionaryTypeHooks } from './hooks/dictionary-type-hooks';
import { groupHooks } from './hooks/group-hooks';
import { messageTemplateHooks } from './hooks/message-template-hooks';
import { moduleSchemeHooks } from './hooks/module-scheme-hooks';
import { departmentHooks, organizeHooks } from './hooks/organize-hooks';
import { portalHooks } from './hooks/portal-hooks';
import { positionHooks } from './hooks/position-hooks';
import { printDevHooks } from './hooks/print-dev-hooks';
import { roleHooks } from './hooks/role-hooks';
import { sendConfigHooks } from './hooks/send-config-hooks';
import { userHooks } from './hooks/user-hooks';
import { visualDevHooks } from './hooks/visual-dev-hooks';
import { resourceRoutes, type ResourceHooks } from './resource-routes';

const hooksByName: Record<string, ResourceHooks> = {
  [positionResource.name]: positionHooks,
  [groupResource.name]: groupHooks,
  [organizeResource.name]: organizeHooks,
  [departmentResource.name]: departmentHooks,
  [areaResource.name]: areaHooks,
  [billRuleResource.name]: billRuleHooks,
  [dictionaryTypeResource.name]: dictionaryTypeHooks,
  [dictionaryDataResource.name]: dictionaryDataHooks,
  [userResource.name]: userHooks,
  [roleResource.name]: roleHooks,
  [dataInterfaceResource.name]: dataInterfaceHooks,
  [moduleSchemeResource.name]: moduleSchemeHooks,
  [visualDevResource.name]: visualDevHooks,
  [printDevResource.name]: printDevHooks,
  [messageTemplateResource.name]: messageTemplateHooks,
  [sendConfigResource.name]: sendConfigHooks,
  [portalResource.name]: portalHooks,
  [dataReportResource.name]: dataReportHooks,
};

export async function resourcesRoutes(app: FastifyInstance): Promise<void> {
  for (const definition of resources) await app.register(resourceRoutes(definition, hooksByName[definition.name]));
}
