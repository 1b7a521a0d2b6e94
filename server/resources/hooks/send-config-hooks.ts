/**
 * What send configurations do beyond the standard resource (docs/message-centre.md): their (template,
 * channel) pairs are checked and stored beside the row and answered with it, and copy, the test send
 * and the refusal of the e-mail channel without SMTP are server/message-centre/send-config-routes.ts.
 */
import { checkedPairs, pairsOf, replacePairs, type SendPair } from '../../message-centre/send-config-pairs';
import { sendConfigRoutes } from '../../message-centre/send-config-routes';
import type { ResourceHooks } from '../resource-routes';

export const sendConfigHooks: ResourceHooks = {
  async beforeWrite(db, body) {
    return { ...body, sendConfigTemplateList: await checkedPairs(db, body) };
  },
  async afterWrite(db, id, values) {
    await replacePairs(db, id, values.sendConfigTemplateList as SendPair[]);
  },
  async afterInfo(db, row) {
    return { ...row, sendConfigTemplateList: await pairsOf(db, String(row.id)) };
  },
  extraRoutes: sendConfigRoutes,
};
