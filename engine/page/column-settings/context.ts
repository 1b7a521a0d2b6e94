/**
 * Where pages keep column settings: the shell provides the client (api/column-settings-client.ts);
 * without one, no page offers 列设置 (stories and tests give a fake).
 */
import { createContext } from 'react';
import type { ColumnSettingsClient } from '../../../api/column-settings-client';

export const ColumnSettingsContext = createContext<ColumnSettingsClient | null>(null);

export const ColumnSettingsProvider = ColumnSettingsContext.Provider;
