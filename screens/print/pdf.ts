/**
 * 下载 PDF of the print preview: each sheet drawn to a canvas (html2canvas) and laid on A4 pages
 * (jsPDF), a sheet taller than a page continuing on the next. Both libraries load when first used, so
 * no screen pays for them before. Text becomes pictures: a PDF whose text can be selected is what
 * 打印 with "Save as PDF" gives.
 */
const A4 = { width: 210, height: 297 };

/**
 * html2canvas reads colours as CSS 3 wrote them: the screen's theme computes some (shadows, border
 * colours) to `color(srgb …)`, which it refuses. The copy it draws gets plain ones: no shadows, black
 * borders where the template draws borders.
 */
const plainColours = `.print-sheet, .print-sheet * {
  box-shadow: none !important; text-shadow: none !important; border-color: #000 !important;
  outline-color: #000 !important; text-decoration-color: currentColor !important; caret-color: #000 !important;
}`;

function withPlainColours(clone: Document): void {
  const style = clone.createElement('style');
  style.textContent = plainColours;
  clone.head.append(style);
}

export async function downloadPdf(sheets: readonly HTMLElement[], fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  let first = true;
  for (const sheet of sheets) {
    const canvas = await html2canvas(sheet, {
      scale: 2,
      backgroundColor: '#ffffff',
      useCORS: true,
      logging: false,
      onclone: withPlainColours,
    });
    const pageHeightPx = Math.floor((canvas.width * A4.height) / A4.width);
    for (let top = 0; top < canvas.height; top += pageHeightPx) {
      const slice = document.createElement('canvas');
      slice.width = canvas.width;
      slice.height = Math.min(pageHeightPx, canvas.height - top);
      slice.getContext('2d')!.drawImage(canvas, 0, top, canvas.width, slice.height, 0, 0, canvas.width, slice.height);
      if (!first) pdf.addPage();
      first = false;
      pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', 0, 0, A4.width, (slice.height * A4.width) / canvas.width);
    }
  }
  pdf.save(fileName);
}
