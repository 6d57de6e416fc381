/** The Swedish copy of the password gate and of signing in (part of `sv`, content/sv.ts). */
import { forms } from "./sv-site";

export const gate = {
  title: "Lösenordsskyddad sida",
  intro: "Stilla öppnar snart. Ange lösenordet för att komma in.",
  label: "Lösenord",
  submit: "Fortsätt",
  wrong: "Felaktigt lösenord",
  welcome: "Välkommen!",
  tooMany: "För många försök. Vänta en stund och försök igen.",
  continueLink: "Gå vidare till butiken",
} as const;

export const auth = {
  title: "Logga in eller skapa konto",
  loginTab: "Logga in",
  signupTab: "Skapa konto",
  fullName: "Fullständigt namn",
  email: "E-post",
  password: "Lösenord",
  loginSubmit: "Logga in",
  signupSubmit: "Skapa konto",
  allFieldsRequired: forms.allFieldsRequired,
  /** Above the fields of the account forms: every field is required (each input also has `required`). */
  requiredNote: `${forms.allFieldsRequired}.`,
  /** Under an empty field of a refused form; the form's own message above the button stays the spec's. */
  fieldRequired: "Fältet måste fyllas i",
  /** The new-password rule, shown under the field before any try (spec §5: at least 6 characters). */
  passwordHint: "Minst 6 tecken",
  passwordTooShort: "Lösenordet måste vara minst 6 tecken",
  passwordTooLong: "Lösenordet får vara högst 128 tecken",
  passwordTooCommon: "Lösenordet är för vanligt och lätt att gissa. Välj ett annat.",
  nameTooLong: "Namnet får vara högst 100 tecken",
  inputTooLong: "Ett av fälten är för långt.",
  loginFailed: "Inloggning misslyckades",
  alreadyRegistered: "Den här e-postadressen är redan registrerad",
  signupFailed: "Registrering misslyckades",
  tooManyAttempts: "För många försök. Vänta en stund och försök igen.",
  /** The per-account sign-in limit (login-limit.server.ts): refused on a device that has not signed in before. */
  accountLimited: (minutes: number) =>
    `För många felaktiga lösenord för det här kontot. Försök igen om ${minutes === 1 ? "en minut" : `${minutes} minuter`}, eller välj ett nytt lösenord via ”Glömt lösenordet?”.`,
  /** The database is down or restarting: 503 with Retry-After, as the rest of the shop answers. */
  unavailable: "Det går inte att logga in eller skapa konto just nu. Försök igen om en liten stund.",
  invalidEmail: "Ogiltig e-postadress",
  forgotLink: "Glömt lösenordet?",
  /** On /auth when it came from the checkout: signing in is offered, never required (ADR 065). */
  checkoutLoginNotice: "Logga in så fyller vi i dina uppgifter. Du kan också handla utan konto.",
  checkoutAsGuest: "Fortsätt utan konto",
  forgot: {
    title: "Glömt lösenordet",
    intro: "Ange din e-postadress så skickar vi en länk där du kan välja ett nytt lösenord.",
    submit: "Skicka länk",
    sent: "Om det finns ett konto för adressen har vi skickat en länk. Kolla din inkorg.",
  },
  reset: {
    title: "Välj nytt lösenord",
    newPassword: "Nytt lösenord",
    submit: "Spara lösenord",
    done: "Ditt lösenord är bytt. Logga in med det nya lösenordet.",
    invalidToken: "Länken är ogiltig eller har gått ut. Be om en ny länk.",
  },
} as const;
