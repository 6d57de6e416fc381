/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, quotes doubled), with a UTF-8 byte-order
 * mark so Excel reads å, ä and ö. A cell that starts like a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe, so an address someone typed cannot run as a formula in the owner's spreadsheet.
 * `separator: ";"` is what Excel expects with Swedish settings (the comma is the decimal sign there; ADR 067).
 */
const FORMULA = /^[=+\-@\t\r]/;

export type CsvSeparator = "," | ";";

export function csvCell(value: string | number | null | undefined, separator: CsvSeparator = ","): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  const quote = separator === ";" ? /[";\r\n]/ : /[",\r\n]/;
  return quote.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  { separator = "," }: { separator?: CsvSeparator } = {},
): string {
  return "\ufeff" + [header, ...rows].map((r) => r.map((c) => csvCell(c, separator)).join(separator)).join("\r\n") + "\r\n";
}
