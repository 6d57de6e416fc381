/**
 * The carriers' words (issue #39, ADR 083, 084): what the owner reads when a carrier could not be asked (the console
 * shows it after "PostNord kunde inte boka frakten: …"), and the weekdays of a service point's opening hours.
 */
export const carrierCopy = {
  /** What was asked, as the messages below name it. */
  asked: { servicePoints: "ombudssökningen", booking: "bokningen", tracking: "spårningen" },
  timedOut: (carrier: string, what: string) => `${carrier} svarade inte i tid (${what})`,
  unreachable: (carrier: string, what: string, why: string) => `${carrier} gick inte att nå (${what}): ${why}`,
  refused: (carrier: string, what: string, status: number, detail: string) => `${carrier} avvisade ${what} (HTTP ${status})${detail ? `: ${detail}` : ""}`,
  notJson: (carrier: string, what: string) => `${carrier} svarade med något annat än JSON (${what})`,
  unreadable: (carrier: string, what: string) => `${carrier}s svar på ${what} gick inte att läsa`,
  labelNotPdf: (carrier: string) => `${carrier}s etikett var ingen PDF`,
  /** Monday first, as the opening hours are written ("Mån–Fre 08:00–21:00"). */
  weekdays: ["Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"],
} as const;
