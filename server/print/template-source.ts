/**
 * What a template is bound to, checked before it is stored (a save, an import): a released generated
 * form (type 1) or a data interface (type 2); the other source's id is cleared. The body is sanitised
 * as message bodies are (an allow-list of tags, attributes and style properties), after JNPF's page
 * break comment became the element this platform's templates use.
 */
import { printDevMessages as text, type PrintSourceType } from '../../api/print-dev';
import { queryOne, type Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import { sanitiseHtml } from '../messages/html-sanitiser';
import type { ResourceRow } from '../resources/resource-store';

/** The element a page break is (tinymce's `<!-- pagebreak -->` in JNPF's templates). */
export const pageBreakHtml = '<div class="print-page-break"></div>';

/** The body as it is stored: JNPF's page-break comments kept as elements, everything else sanitised. */
export function storedTemplate(html: unknown): string {
  const source = typeof html === 'string' ? html : '';
  return sanitiseHtml(source.replace(/<!--\s*pagebreak\s*-->/gi, pageBreakHtml));
}

const idText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Refuses a source that is missing or gone; answers the values to store (one source id, the body sanitised). */
export async function checkedSource(db: Queryable, body: ResourceRow): Promise<ResourceRow> {
  const type = Number(body.type ?? 1) as PrintSourceType;
  const formId = idText(body.formId);
  const interfaceId = idText(body.interfaceId);
  if (type === 1) {
    if (!formId) throw badRequest(text.formMissing);
    const released = await queryOne(db, 'select 1 from visual_dev_release where id = $1 and form_data is not null', [formId]);
    if (!released) throw badRequest(text.formNotReleased);
  } else {
    if (!interfaceId) throw badRequest(text.interfaceMissing);
    if (!(await queryOne(db, 'select 1 from data_interface where id = $1', [interfaceId]))) throw badRequest(text.interfaceNotFound);
  }
  return {
    ...body,
    type,
    formId: type === 1 ? formId : null,
    interfaceId: type === 2 ? interfaceId : null,
    printTemplate: storedTemplate(body.printTemplate),
  };
}
