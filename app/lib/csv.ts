/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, quotes doubled), with a UTF-8 byte-order
 * mark so Excel reads å, ä and ö. A cell that starts like a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe, so an address someone typed cannot run as a formula in the owner's spreadsheet.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return "\ufeff" + [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
