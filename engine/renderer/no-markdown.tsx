/**
 * Stands in for `markdown-to-jsx/react` in the build (scripts/lean-bundle.mjs): @rjsf/core imports its
 * `Markdown` for descriptions and help with `ui:enableMarkdownInDescription`/`ui:enableMarkdownInHelp`
 * (the engine's compiler never sets them, and its FieldTemplate draws no RJSF description or help), for
 * the messages of UnsupportedField and of a broken object schema, and for FileWidget's file list (the
 * engine has its own upload kinds). Those show their text as it is, markdown marks included.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default Markdown;
