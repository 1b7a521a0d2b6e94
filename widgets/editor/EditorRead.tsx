import type { FieldReadProps } from '../../engine/registry/types';
import type { EditorOptions } from './kind';
import { isBlankHtml, sanitizeHtml } from './sanitize';

/** The rich text as it looks, sanitised. */
export function EditorRead({ value }: FieldReadProps<string, EditorOptions>) {
  if (isBlankHtml(value)) return null;
  return <div className="rich-text" style={{ whiteSpace: 'normal' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(value!) }} />;
}
