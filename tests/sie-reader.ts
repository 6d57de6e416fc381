/**
 * A strict reader of SIE 4 files of type 4I, for the tests (ADR 077): written from the standard, not from the shop's
 * writer, so the writer is checked against it. It refuses a file whose bytes are not CP437 text (UTF-8's å ä ö are a
 * refusal), an unknown or misplaced record (the standard's order), a missing mandatory record, an account in a #TRANS
 * without its #KONTO, an amount without a point and exactly two decimals, a bad date, a date outside #RAR 0, a
 * voucher without its braces or that does not sum to 0, and vouchers not numbered 1, 2, 3 … in their series.
 */

/** The standard's records in their order (identification, chart of accounts, balances, vouchers). */
const ORDER = [
  "FLAGGA", "KSUMMA", "PROGRAM", "FORMAT", "GEN", "SIETYP", "PROSA", "FTYP", "FNR", "ORGNR", "BKOD", "ADRESS", "FNAMN",
  "RAR", "TAXAR", "OMFATTN", "KPTYP", "VALUTA", "KONTO", "KTYP", "ENHET", "SRU", "DIM", "UNDERDIM", "OBJEKT", "IB", "UB",
  "OIB", "OUB", "RES", "PSALDO", "PBUDGET", "VER",
] as const;
const MANDATORY = ["FLAGGA", "PROGRAM", "FORMAT", "GEN", "SIETYP", "ORGNR", "FNAMN", "RAR", "KPTYP"] as const;
const HIGH = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

export interface SieTrans {
  account: number;
  amountOre: number;
  date: string | null;
  text: string | null;
}
export interface SieVoucher {
  series: string;
  number: number;
  date: string;
  text: string;
  trans: SieTrans[];
}
export interface SieDocument {
  records: Map<string, string[][]>;
  accounts: Map<number, string>;
  year: { from: string; to: string };
  vouchers: SieVoucher[];
  /** Each account's sum over every voucher (debit positive). */
  totals: Map<number, number>;
}

export class SieError extends Error {}

function decode(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) {
    if (b < 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) throw new SieError(`Control byte 0x${b.toString(16)}`);
    s += b < 0x80 ? String.fromCharCode(b) : HIGH[b - 0x80];
  }
  return s;
}

/** A line's fields: the label, then plain words, "quoted texts" (with \" and \\) and {object lists}. */
function fields(line: string, n: number): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === " " || c === "\t") {
      i++;
    } else if (c === '"') {
      let s = "";
      i++;
      for (;;) {
        if (i >= line.length) throw new SieError(`Line ${n}: unterminated text`);
        const d = line[i]!;
        if (d === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) {
          s += line[i + 1];
          i += 2;
        } else if (d === '"') {
          i++;
          break;
        } else {
          s += d;
          i++;
        }
      }
      out.push(s);
    } else if (c === "{") {
      const end = line.indexOf("}", i);
      if (end < 0) throw new SieError(`Line ${n}: unterminated object list`);
      out.push(line.slice(i, end + 1));
      i = end + 1;
    } else {
      let s = "";
      while (i < line.length && line[i] !== " " && line[i] !== "\t") s += line[i++];
      out.push(s);
    }
  }
  return out;
}

function date(s: string | undefined, n: number): string {
  if (!s || !/^\d{8}$/.test(s)) throw new SieError(`Line ${n}: bad date ${s}`);
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`;
  if (new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) !== iso) throw new SieError(`Line ${n}: no such day ${s}`);
  return iso;
}

function amount(s: string | undefined, n: number): number {
  const m = s ? /^(-?)(\d+)\.(\d{2})$/.exec(s) : null;
  if (!m) throw new SieError(`Line ${n}: amount ${s} is not written with a point and two decimals`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

export function readSie(bytes: Uint8Array): SieDocument {
  // UTF-8's lead byte for å ä ö (0xC3) followed by a continuation byte means the file is not CP437 text.
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0xc3 && bytes[i + 1]! >= 0x80 && bytes[i + 1]! <= 0xbf) throw new SieError("UTF-8 bytes in a PC8 file");
  }
  const lines = decode(bytes).split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const records = new Map<string, string[][]>();
  const accounts = new Map<number, string>();
  const vouchers: SieVoucher[] = [];
  let at = -1;
  let open: SieVoucher | null = null;
  let expectBrace = false;
  lines.forEach((raw, idx) => {
    const n = idx + 1;
    const line = raw.trim();
    if (line === "") return;
    if (expectBrace) {
      if (line !== "{") throw new SieError(`Line ${n}: #VER without {`);
      expectBrace = false;
      return;
    }
    if (line === "}") {
      if (!open) throw new SieError(`Line ${n}: } outside a voucher`);
      if (open.trans.length < 2) throw new SieError(`Line ${n}: voucher ${open.number} has fewer than two transactions`);
      const sum = open.trans.reduce((s, t) => s + t.amountOre, 0);
      if (sum !== 0) throw new SieError(`Line ${n}: voucher ${open.number} sums to ${sum} öre`);
      vouchers.push(open);
      open = null;
      return;
    }
    const f = fields(line, n);
    const label = f[0]!;
    if (!label.startsWith("#")) throw new SieError(`Line ${n}: not a record: ${line}`);
    const name = label.slice(1);
    if (open) {
      if (name !== "TRANS") throw new SieError(`Line ${n}: #${name} inside a voucher`);
      const account = Number(f[1]);
      if (!/^\d{4}$/.test(f[1] ?? "")) throw new SieError(`Line ${n}: bad account ${f[1]}`);
      if (!accounts.has(account)) throw new SieError(`Line ${n}: account ${account} has no #KONTO`);
      if (!f[2]?.startsWith("{")) throw new SieError(`Line ${n}: #TRANS without its object list`);
      const d = f[4] === undefined || f[4] === "" ? null : date(f[4], n);
      open.trans.push({ account, amountOre: amount(f[3], n), date: d, text: f[5] ?? null });
      return;
    }
    const pos = (ORDER as readonly string[]).indexOf(name);
    if (pos < 0) throw new SieError(`Line ${n}: unknown record #${name}`);
    if (pos < at) throw new SieError(`Line ${n}: #${name} after #${ORDER[at]}`);
    at = pos;
    records.set(name, [...(records.get(name) ?? []), f.slice(1)]);
    if (name === "KONTO") {
      if (!/^\d{4}$/.test(f[1] ?? "") || !f[2]) throw new SieError(`Line ${n}: bad #KONTO`);
      accounts.set(Number(f[1]), f[2]);
    } else if (name === "VER") {
      for (const m of MANDATORY) if (!records.has(m)) throw new SieError(`#${m} missing before the first #VER`);
      const series = f[1] ?? "";
      const number = Number(f[2]);
      const previous = vouchers.filter((v) => v.series === series).length;
      if (number !== previous + 1) throw new SieError(`Line ${n}: voucher ${series} ${f[2]} out of sequence`);
      open = { series, number, date: date(f[3], n), text: f[4] ?? "", trans: [] };
      expectBrace = true;
    }
  });
  if (open || expectBrace) throw new SieError("The file ends inside a voucher");
  for (const m of MANDATORY) if (!records.has(m)) throw new SieError(`#${m} missing`);
  const one = (name: string) => {
    const r = records.get(name)!;
    if (r.length !== 1 && name !== "RAR") throw new SieError(`#${name} more than once`);
    return r[0]!;
  };
  if (one("FLAGGA")[0] !== "0") throw new SieError("#FLAGGA must be 0");
  if (one("FORMAT")[0] !== "PC8") throw new SieError("#FORMAT must be PC8");
  if (one("SIETYP")[0] !== "4") throw new SieError("#SIETYP must be 4");
  date(one("GEN")[0], 0);
  if (!/^\d{6}-\d{4}$/.test(one("ORGNR")[0] ?? "")) throw new SieError("#ORGNR is not NNNNNN-NNNN");
  const rar = records.get("RAR")!.find((r) => r[0] === "0");
  if (!rar) throw new SieError("#RAR 0 missing");
  const year = { from: date(rar[1], 0), to: date(rar[2], 0) };
  const totals = new Map<number, number>();
  for (const v of vouchers) {
    if (v.date < year.from || v.date > year.to) throw new SieError(`Voucher ${v.number} dated ${v.date} outside the year`);
    for (const t of v.trans) totals.set(t.account, (totals.get(t.account) ?? 0) + t.amountOre);
  }
  return { records, accounts, year, vouchers, totals };
}
