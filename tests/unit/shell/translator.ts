/** A `t` over one language pack: nested keys and {{name}} placeholders, like i18next. */
export function translator(pack: object) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), pack);
    if (typeof value !== 'string') return String(options.defaultValue ?? key);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}
