/** The page engine's public surface: page schemas rendered as list pages (engine/README.md "Page engine"). */
export * from './schema-types';
export * from './page-data-source';
export { EnginePage, type EnginePageProps } from './EnginePage';
export type { PageHandlers, CustomActionContext } from './page-env';
export type { RowEditing } from './row-editing';
export { registerCellKind, type CellProps } from './cells';
export { checkPageSchema } from './check-page-schema';
export { PageSchemaError } from './page-schema-error';
export { createMemoryPageSource, memoryTable, type MemoryPageSource, type MemoryPageSourceInit } from './memory-page-source';
export { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES } from './use-page-list';
export { localText } from './words';
export { ColumnSettingsProvider } from './column-settings/context';
export { arrangeColumns, shownColumns, type ArrangedColumn } from './column-settings/arrange';
