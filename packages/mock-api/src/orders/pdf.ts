/**
 * A minimal PDF 1.4 writer for the mock API's documents (the invoice and the return label of
 * spec 2 §7 purchase calls): one A4 page of text lines in Helvetica (a standard font: nothing
 * embedded), WinAnsi encoding. No dependency: a few objects, a cross-reference table and a
 * trailer, enough for any PDF reader to open.
 */

const pageWidth = 595; // A4 in points
const pageHeight = 842;
const margin = 56;
const lineHeight = 16;

/** A line of text and its size in points (default 11; the first line of a document is its title). */
export interface PdfLine {
  text: string;
  size?: number;
}

/** Latin-1 text for a WinAnsi string: characters outside it become `?`, `×` becomes `x`. */
function winAnsi(text: string): string {
  return text.replace(/×/g, 'x').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** A PDF literal string: backslash, parentheses escaped. */
function literal(text: string): string {
  return `(${winAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A one-page PDF with the given lines from the top left (lines past the page are dropped).
 * @param title the document title (the Info dictionary)
 * @returns the file's bytes
 */
export function textPdf(title: string, lines: readonly (string | PdfLine)[]): Buffer {
  const maxLines = Math.floor((pageHeight - 2 * margin) / lineHeight);
  const shown = lines.slice(0, maxLines).map((l) => (typeof l === 'string' ? { text: l } : l));
  const ops = [
    'BT',
    `${margin} ${pageHeight - margin} Td`,
    ...shown.flatMap((line, i) => [
      `/F1 ${line.size ?? 11} Tf`,
      ...(i === 0 ? [] : [`0 -${lineHeight} Td`]),
      `${literal(line.text)} Tj`,
    ]),
    'ET',
  ].join('\n');
  const stream = Buffer.from(ops, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    `<< /Title ${literal(title)} /Producer (storefront mock API) >>`,
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
