/**
 * A SIE 4 file of type 4I (vouchers for import into an accounting program; ADR 077), pure: the records in the
 * standard's order, amounts with a point and two decimals, texts quoted, and the whole file as CP437 bytes
 * (`#FORMAT PC8`). The vouchers come from `books.ts`.
 */
import { formatKronorDecimal, type Ore } from "./money";
import { BOOK_ACCOUNTS, type Account, type Voucher } from "./books";

export interface SieHeader {
  program: { name: string; version: string };
  /** The day the file is made, YYYY-MM-DD. */
  generated: string;
  company: string;
  orgNumber: string;
  address: { contact: string; street: string; postal: string; phone: string };
  /** The financial year the vouchers are in (first and last day, YYYY-MM-DD). */
  year: { from: string; to: string };
  /** The voucher series the file's vouchers are numbered in. */
  series: string;
}

/** Code page 437's characters 0x80–0xFF, in byte order (0xFF is the no-break space). */
export const CP437_HIGH =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

const TO_CP437 = new Map([...CP437_HIGH].map((c, i) => [c, 0x80 + i]));
/** Characters CP437 lacks, written as their nearest ASCII. */
const NEAREST: Record<string, string> = { "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...", "€": "EUR" };

/** A text as CP437 bytes: ASCII as is, the code page's own characters (å ä ö …) as their byte, others as their nearest ASCII or "?". */
export function encodeCp437(text: string): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else if (TO_CP437.has(ch)) out.push(TO_CP437.get(ch)!);
    else for (const c of NEAREST[ch] ?? "?") out.push(c.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

/** CP437 bytes back to text (for reading a file back). */
export function decodeCp437(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80]!;
  return s;
}

/** 123456 öre → "1234.56", −5 → "-0.05": a point and two decimals, no thousands separator. */
export function sieAmount(ore: Ore): string {
  return formatKronorDecimal(ore, ".");
}

/** "2026-11-03" → "20261103". */
export const sieDate = (date: string) => date.replaceAll("-", "");

/** A text field: quoted, quotes and backslashes escaped, control characters and line breaks as spaces. */
export function sieText(text: string): string {
  const printable = [...text].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? " " : c)).join("");
  return `"${printable.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * The file's lines: identification (#FLAGGA, #PROGRAM, #FORMAT, #GEN, #SIETYP, #ORGNR, #ADRESS, #FNAMN, #RAR,
 * #KPTYP), the chart of the accounts used (#KONTO), then the vouchers (#VER with their #TRANS between braces),
 * numbered from 1 in the header's series. Refuses a voucher that does not sum to 0 or falls outside the year.
 */
export function sieLines(h: SieHeader, vouchers: readonly Voucher[]): string[] {
  const used = [...new Set(vouchers.flatMap((v) => v.trans.map((t) => t.account)))].sort((a, b) => a - b);
  const lines = [
    "#FLAGGA 0",
    `#PROGRAM ${sieText(h.program.name)} ${sieText(h.program.version)}`,
    "#FORMAT PC8",
    `#GEN ${sieDate(h.generated)}`,
    "#SIETYP 4",
    `#ORGNR ${h.orgNumber}`,
    `#ADRESS ${sieText(h.address.contact)} ${sieText(h.address.street)} ${sieText(h.address.postal)} ${sieText(h.address.phone)}`,
    `#FNAMN ${sieText(h.company)}`,
    `#RAR 0 ${sieDate(h.year.from)} ${sieDate(h.year.to)}`,
    "#KPTYP BAS2014",
    ...used.map((a: Account) => `#KONTO ${a} ${sieText(BOOK_ACCOUNTS[a])}`),
  ];
  vouchers.forEach((v, i) => {
    if (v.trans.reduce((s, t) => s + t.amountOre, 0) !== 0) throw new Error(`Voucher ${v.date} ${v.text} does not balance`);
    if (v.date < h.year.from || v.date > h.year.to) throw new Error(`Voucher ${v.date} is outside the financial year`);
    lines.push(`#VER ${sieText(h.series)} ${i + 1} ${sieDate(v.date)} ${sieText(v.text)} ${sieDate(h.generated)}`, "{");
    for (const t of v.trans) lines.push(`   #TRANS ${t.account} {} ${sieAmount(t.amountOre)} ${sieDate(v.date)} ${sieText(t.text)}`);
    lines.push("}");
  });
  return lines;
}

/** The whole file as bytes: CP437, CR LF line ends. */
export function sieFile(h: SieHeader, vouchers: readonly Voucher[]): Uint8Array<ArrayBuffer> {
  return encodeCp437(sieLines(h, vouchers).join("\r\n") + "\r\n");
}
