/**
 * How a filled template looks on a sheet, on screen and on paper: tables as the editor drew them (a
 * table with `border` gets cell lines), a page break ending the page. `printOnlyCss` makes the browser's
 * print show the print root alone (a direct child of `body`, so no dialog clips it), one sheet a page.
 */
import { PAGE_BREAK_CLASS } from './print-html';

export const PRINT_ROOT_ID = 'print-root';

/** The sheet's content styles, as a Chakra `css` object (screen) and as plain CSS (print root). */
export const sheetContentCss = {
  '& table': { borderCollapse: 'collapse', maxWidth: '100%' },
  '& td, & th': { padding: '4px 6px', verticalAlign: 'top' },
  '& table[border] td, & table[border] th, & table.print-approval td, & table.print-approval th': { border: '1px solid #333' },
  '& p': { margin: '0 0 6px' },
  '& h1, & h2, & h3': { fontWeight: 'bold', margin: '0 0 8px' },
  '& h1': { fontSize: '22px' },
  '& h2': { fontSize: '18px' },
  '& h3': { fontSize: '16px' },
  '& ol': { paddingInlineStart: '1.5rem', listStyle: 'decimal' },
  '& ul': { paddingInlineStart: '1.5rem', listStyle: 'disc' },
  [`& .${PAGE_BREAK_CLASS}`]: { breakAfter: 'page', pageBreakAfter: 'always', borderTop: '1px dashed #999', margin: '8px 0' },
} as const;

export const printOnlyCss = `
#${PRINT_ROOT_ID} { display: none; }
@media print {
  @page { size: A4; margin: 12mm; }
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: block; color: #000; background: #fff; font-size: 14px; }
  #${PRINT_ROOT_ID} .print-sheet { break-after: page; page-break-after: always; }
  #${PRINT_ROOT_ID} .print-sheet:last-child { break-after: auto; page-break-after: auto; }
  #${PRINT_ROOT_ID} table { border-collapse: collapse; max-width: 100%; }
  #${PRINT_ROOT_ID} td, #${PRINT_ROOT_ID} th { padding: 4px 6px; vertical-align: top; }
  #${PRINT_ROOT_ID} table[border] td, #${PRINT_ROOT_ID} table[border] th,
  #${PRINT_ROOT_ID} table.print-approval td, #${PRINT_ROOT_ID} table.print-approval th { border: 1px solid #000; }
  #${PRINT_ROOT_ID} p { margin: 0 0 6px; }
  #${PRINT_ROOT_ID} .${PAGE_BREAK_CLASS} { break-after: page; page-break-after: always; border: 0; margin: 0; }
}
`;
