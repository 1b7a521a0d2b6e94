/**
 * The search form's labels and placeholders in the page's language. Page schemas write their search
 * fields in Simplified Chinese (`关键词`, `请输入关键词查询`); a text that is one of the engine's words
 * (./words.ts) is shown in the interface language, any other text as written.
 */
import type { EngineLanguage } from '../i18n/messages';
import type { SearchConfig } from './schema-types';
import { schemaWord } from './words';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function localizeSearch(config: SearchConfig, language: EngineLanguage): SearchConfig {
  if (language === 'zh') return config;
  const schema = config.schema as Json;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const localProperties = Object.fromEntries(
    Object.entries(properties).map(([name, field]) =>
      isObject(field) && typeof field.title === 'string' ? [name, { ...field, title: schemaWord(language, field.title) }] : [name, field],
    ),
  );
  const uiSchema = (config.uiSchema ?? {}) as Json;
  const localUi = Object.fromEntries(
    Object.entries(uiSchema).map(([name, entry]) => {
      const options = isObject(entry) && isObject(entry['ui:options']) ? entry['ui:options'] : null;
      if (!options || typeof options.placeholder !== 'string') return [name, entry];
      return [name, { ...(entry as Json), 'ui:options': { ...options, placeholder: schemaWord(language, options.placeholder) } }];
    }),
  );
  return { ...config, schema: { ...schema, properties: localProperties }, uiSchema: localUi } as SearchConfig;
}
