/**
 * Swedish copy for the shop's identity in /admin/settings ("Butikens uppgifter", ADR 063), its validation
 * messages, and the notices that say example values are still in force.
 */
import type { IdentityField } from "~/domain/shop-identity";

export const IDENTITY_FIELD_LABELS: Record<IdentityField, string> = {
  legalName: "Företagsnamn",
  orgNumber: "Organisationsnummer",
  street: "Gatuadress",
  postalCode: "Postnummer",
  city: "Ort",
  phone: "Telefon",
  email: "E-post",
  swishNumber: "Swishnummer",
  bankgiro: "Bankgiro",
  shippingFeeOre: "Fraktavgift",
  freeShippingFromOre: "Fri frakt från",
  fSkatt: "Godkänd för F-skatt",
};

export const identityCopy = {
  title: "Butikens uppgifter",
  lead: "Företagsnamn, organisationsnummer, adress och kontaktuppgifter står i kassan, i orderbekräftelsen, på fakturan och i köpvillkoren. Swishnumret och bankgirot är dit kunderna betalar. Frakten räknas i kassan från beloppen här. Ändringar gäller direkt.",
  examplesWarning:
    "Exempeluppgifter används fortfarande. Kunderna ser dem i kassan, i mejlen och i köpvillkoren – byt till butikens riktiga uppgifter innan du tar emot ordrar.",
  placeholderNames: (fields: readonly IdentityField[]) => fields.map((f) => IDENTITY_FIELD_LABELS[f].toLowerCase()).join(", "),
  help: {
    orgNumber: "Tio siffror, till exempel 556012-5790. Kontrollsiffran kontrolleras.",
    postalCode: "Fem siffror, till exempel 118 20.",
    phone: "Till exempel 08-123 456 78 eller +46 70 123 45 67.",
    swishNumber: "Företagets Swishnummer: 123 och sju siffror.",
    bankgiro: "Sju eller åtta siffror, till exempel 5050-1055. Kontrollsiffran kontrolleras.",
    shippingFee: "I kronor, till exempel 49.",
    freeShippingFrom: "I kronor. Varor för minst så mycket (efter rabatter) skickas fraktfritt. 0 ger alltid fri frakt.",
    fSkatt: "Kryssa i om företaget är godkänt för F-skatt. Då står det på kvitton, fakturor och kreditfakturor.",
  },
  save: "Spara butikens uppgifter",
  savedAction: "butikens uppgifter",
  required: "Fyll i fältet",
  tooLong: (max: number) => `Högst ${max} tecken`,
  orgNumberInvalid: "Ange ett giltigt organisationsnummer: tio siffror där den sista är en kontrollsiffra (till exempel 556012-5790)",
  postalCodeInvalid: "Ange ett postnummer med fem siffror",
  phoneInvalid: "Ange ett svenskt telefonnummer som börjar med 0 eller +46",
  emailInvalid: "Ange en giltig e-postadress",
  swishInvalid: "Ange företagets Swishnummer: 123 följt av sju siffror",
  bankgiroInvalid: "Ange ett giltigt bankgironummer: sju eller åtta siffror där den sista är en kontrollsiffra",
  amountInvalid: "Ange ett belopp i kronor, 0 eller mer (högst 10\u00a0000\u00a0kr)",
  exampleRefused: "Det här är exempeluppgiften – ange butikens egen",
  /** The admin overview's notice. */
  overviewNotice: (names: string) => `Butiken visar fortfarande exempeluppgifter (${names}) i kassan, mejlen och köpvillkoren.`,
  overviewLink: "Ändra butikens uppgifter",
  /** The start log's one line (English like the rest of the log). */
  startLog: (fields: readonly string[]) =>
    `Shop identity: EXAMPLE values in use for ${fields.join(", ")}; customers see them in checkout, mails and the terms. Set the shop's own in /admin/settings.`,
} as const;
