/**
 * What printing needs from the shell: the print calls and who prints (`{systemPrinter}`). The shell's
 * routes of generated forms provide it; a screen without it is 功能设计's preview, where printing says
 * 功能预览不支持打印 (spec 002 section 2.8).
 */
import { createContext, useContext } from 'react';
import type { PrintClient } from '../../api/print-client';

export interface PrintServices {
  client: PrintClient;
  /** `name/account` of the signed-in user. */
  printer: string;
}

const PrintServicesContext = createContext<PrintServices | null>(null);

export const PrintServicesProvider = PrintServicesContext.Provider;

export function usePrintServices(): PrintServices | null {
  return useContext(PrintServicesContext);
}
