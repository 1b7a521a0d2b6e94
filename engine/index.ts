/** The engine's public surface for screens, stories and widgets. */
export * from './registry/types';
export { KindRegistry, fieldKinds, loadKinds, registerKind, type KindViewsLoader } from './registry/registry';
export * from './data-source';
export { createMemoryDataSource, demoFacts, type MemoryDataSource, type MemoryDataSourceInit } from './memory-data-source';
export type { CompiledForm, CompileIssue, FormSettings } from './compiler/types';
export { compileJnpfForm, UNSUPPORTED_KIND, type CompileOptions } from './compiler/jnpf';
export { compileSchemaForm } from './compiler/schema-pair';
export { formKinds } from './compiler/form-kinds';
export { FormDefinitionError } from './compiler/check-definition';
export { EngineForm, type EngineFormProps } from './renderer/EngineForm';
export { loadRjsf } from './renderer/rjsf';
export { useEngine } from './renderer/context';
export { FormController, type ControllerOptions, type SubmitResult } from './state/controller';
export { formNeedsValidator, loadValidator } from './validation/ajv';
export { useFieldValue, useFieldErrors, useRelatedValue, useFormStore } from './state/hooks';
export type { DataPath } from './state/paths';
export * from './options';
export type { EngineLanguage } from './i18n/messages';
