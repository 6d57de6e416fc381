import type { NewsletterResultKey } from "~/content/newsletter";

export type NewsletterSource = "home" | "footer";

/** What POST /newsletter answers a fetcher; without JavaScript the same key travels in the redirect's query. */
export interface NewsletterActionData {
  result: NewsletterResultKey;
}

/** The query flags of the no-JavaScript redirect (`?nyhetsbrev=ok&nyhetsbrev-form=home#nyhetsbrev-home`). */
export const NEWSLETTER_FLAG = "nyhetsbrev";
export const NEWSLETTER_FLAG_FORM = "nyhetsbrev-form";

export interface NewsletterFormProps {
  source: NewsletterSource;
  formLabel: string;
  emailLabel: string;
  compact?: boolean;
}
