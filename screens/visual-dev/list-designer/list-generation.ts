/**
 * Which of JNPF's two list designers wrote a `columnData` (reference 0 and 3.1): 3.4.7 ('old': the
 * default order as `defaultSidx` + `sort`, Element icons on buttons) or V3 ('new': `defaultSortConfig`,
 * `icon-ym` icons, `id`/`fullName`/`isKeyword` on items). A definition keeps the generation it came with;
 * a list designed afresh takes its form's (old field names such as `comInput` mean 3.4.7).
 */
export type ListGeneration = 'old' | 'new';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Kind names only 3.4.7 forms use (their V3 names are the canonical ones: schemas/jnpf-kinds.ts). */
const oldKindNames = new Set(['comInput', 'numInput', 'date', 'time', 'uploadFz', 'comSelect', 'address', 'JNPFText']);

function formUsesOldNames(fields: unknown): boolean {
  if (!Array.isArray(fields)) return false;
  return fields.some((field) => {
    if (!isObject(field) || !isObject(field.__config__)) return false;
    const config = field.__config__;
    return (typeof config.jnpfKey === 'string' && oldKindNames.has(config.jnpfKey)) || formUsesOldNames(config.children);
  });
}

function buttonIconGeneration(columnData: Json): ListGeneration | undefined {
  for (const key of ['btnsList', 'columnBtnsList']) {
    const list = columnData[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const icon = isObject(item) && typeof item.icon === 'string' ? item.icon : '';
      if (icon.startsWith('el-icon')) return 'old';
      if (icon.startsWith('icon-ym')) return 'new';
    }
  }
  return undefined;
}

/** The generation of a stored list (null or {} when none yet) for a form (its parsed `formData`). */
export function listGenerationOf(columnData: Json | null, form: unknown): ListGeneration {
  if (columnData && Object.keys(columnData).length) {
    if ('defaultSortConfig' in columnData) return 'new';
    if ('defaultSidx' in columnData || 'sort' in columnData) return 'old';
    const byIcons = buttonIconGeneration(columnData);
    if (byIcons) return byIcons;
  }
  return isObject(form) && formUsesOldNames(form.fields) ? 'old' : 'new';
}
