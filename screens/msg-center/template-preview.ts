/**
 * The message-template dialog's 预览: the title and content as a send fills them, each parameter by its
 * default (a placeholder the list does not declare stays as written, and is named, as the server
 * would refuse it on save).
 */
import { fillTemplate, parameterValues, undeclaredPlaceholder, type TemplateParameter } from '../../api/message-centre';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parametersOf(value: unknown): TemplateParameter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): TemplateParameter[] => {
    if (!item || typeof item !== 'object') return [];
    const { field, fieldName, defaultValue } = item as Record<string, unknown>;
    const name = text(field).trim();
    return name ? [{ field: name, fieldName: text(fieldName), defaultValue: text(defaultValue) }] : [];
  });
}

export function templatePreview(values: Record<string, unknown>): string {
  const parameters = parametersOf(values.templateParameters);
  const title = text(values.title);
  const content = text(values.content);
  const filled = parameterValues(parameters);
  const lines = [`标题：${fillTemplate(title, filled)}`, `内容：${fillTemplate(content, filled)}`];
  const undeclared = undeclaredPlaceholder([title, content], parameters);
  if (undeclared) lines.push(`提示：参数 {${undeclared}} 未在参数列表中定义`);
  return lines.join('\n');
}
